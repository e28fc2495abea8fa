import { formatPrice, type GlobalSettings, LOCALE_OF, PREVIEW_PRICE, type Service } from '@labsite/shared'
import { Button, Group, List, Stack, Text } from '@mantine/core'
import { servicesQuery } from '../../api'
import { AdminModal } from '../../components/AdminModal'
import { useAdminResource } from '../../hooks/use-admin-resource'

interface CurrencyChangeDialogProps {
  from: Currency
  /** The currency asked for; null keeps the dialog closed. */
  to: Currency | null
  onConfirm: () => void
  onCancel: () => void
}

type Currency = GlobalSettings['currency']

const EXAMPLES_SHOWN = 3

/**
 * Issue 27 §7: a currency change rewrites every public price's symbol, not its amount, so one slip
 * would turn ₹1,799 into €1,799 everywhere. Staff see real prices before and after, then confirm.
 */
export function CurrencyChangeDialog({ from, to, onConfirm, onCancel }: CurrencyChangeDialogProps) {
  const services = useAdminResource<Service[]>(servicesQuery, [])
  if (!to) return null
  const priced = services.data.filter((service) => service.price).slice(0, EXAMPLES_SHOWN)
  const examples = priced.length
    ? priced.map((service) => ({ name: service.title, price: service.price }))
    : [{ name: 'Sample price', price: String(PREVIEW_PRICE) }]
  const inCurrency = (price: string, currency: Currency) =>
    formatPrice(price, { currencyCode: currency.code, locale: LOCALE_OF.en })

  return (
    <AdminModal opened onClose={onCancel} title={`Show prices in ${to.name}?`}>
      <Stack>
        <Text>
          Prices are not converted: every price on the public site keeps its amount and shows the {to.name}{' '}
          symbol instead.
        </Text>
        <List aria-label="Public prices before and after" data-testid="currency-change-examples">
          {examples.map((example) => (
            <List.Item key={example.name}>
              {example.name}: {inCurrency(example.price, from)} becomes{' '}
              <strong>{inCurrency(example.price, to)}</strong>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Keep {from.name}
          </Button>
          <Button onClick={onConfirm}>Show prices in {to.name}</Button>
        </Group>
      </Stack>
    </AdminModal>
  )
}
