import type { PaymentEntry } from '@labsite/shared'
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { type PayableBooking, refundOnline } from '../../../api'
import { useDialogWrite } from '../../../hooks/use-dialog-write'
import { enterSaves } from '../../../lib/enter-saves'
import { currencySymbol } from '../../../lib/payment-methods'

export interface OnlineRefundFormProps {
  booking: PayableBooking
  entry: PaymentEntry
  /** What can still be given back: the payment less what is refunded or pending. */
  maximum: number
  onSent: () => void
  onCancel: () => void
}

/**
 * An online payment's money goes back through its gateway (admin only, with a reason): the refund is
 * pending until the gateway confirms it, and only then does the ledger show the reversal.
 */
export function OnlineRefundForm({ booking, entry, maximum, onSent, onCancel }: OnlineRefundFormProps) {
  const { send, error, busy } = useDialogWrite()
  const [amount, setAmount] = useState<number | string>(maximum)
  const [reason, setReason] = useState('')
  const symbol = currencySymbol(entry.currency)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (typeof amount !== 'number' || amount <= 0 || reason.trim().length < 3) return
    const result = await send(refundOnline(booking, entry, { amount, reason: reason.trim() }), {
      title: 'Refund sent to the gateway',
      message: `${booking.name}: ${symbol}${amount} goes back to the payer; the ledger shows it once the gateway confirms.`,
    })
    if (result) onSent()
  }

  return (
    <form onKeyDownCapture={enterSaves} onSubmit={submit} aria-label="Refund through the gateway">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Refund through the gateway
        </Title>
        <Text size="sm">
          Payment {entry.reference}: the money goes back to the card or UPI account it came from.
        </Text>
        <NumberInput
          label={`Amount (${symbol})`}
          value={amount}
          onChange={setAmount}
          min={0.01}
          max={maximum}
          decimalScale={2}
          required
        />
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          minLength={3}
          maxLength={500}
          required
        />
        {error && (
          <Alert color="red" title="The refund was not sent" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} color="red">
            Refund {symbol}
            {typeof amount === 'number' ? amount : ''}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
