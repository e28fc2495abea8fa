import { Text } from '@mantine/core'
import { useMoneyFormat } from '../../../hooks/use-price-format'

export interface BalanceFigures {
  paid: number
  /** total less paid; negative when money is owed back. */
  balance: number
  total: number
  currency: string
}

/** "Paid ₹600 of ₹1,530 · Due ₹930", or "Paid in full" once nothing is left to pay; nothing for an unpriced enquiry. */
export function BalanceLine({ paid, balance, total, currency }: BalanceFigures) {
  const money = useMoneyFormat()
  // An enquiry with nothing priced and nothing taken has no balance to speak of.
  if (total === 0 && paid === 0) return null
  if (balance <= 0 && (paid > 0 || total > 0)) {
    return (
      <Text size="sm" c="teal.9" fw={600}>
        {balance < 0 ? `Paid in full · Owed back ${money(-balance, currency)}` : 'Paid in full'}
      </Text>
    )
  }
  return (
    <Text size="sm" fw={600}>
      {`Paid ${money(paid, currency)} of ${money(total, currency)} · Due ${money(balance, currency)}`}
    </Text>
  )
}
