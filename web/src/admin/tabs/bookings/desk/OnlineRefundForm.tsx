import type { PaymentEntry } from '@labsite/shared'
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core'
import type { FormValidateInput } from '@mantine/form'
import { useState } from 'react'
import { type PayableBooking, refundOnline } from '../../../api'
import { useAddForm } from '../../../hooks/use-admin-form'
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

interface RefundValues {
  amount: number | string
  reason: string
}

/** What the refund must hold before it is sent; the messages appear under the fields. */
const REFUND_RULES: FormValidateInput<RefundValues> = {
  amount: (amount) => (typeof amount === 'number' && amount > 0 ? null : 'Enter the amount'),
  reason: (reason) =>
    reason.trim().length >= 3 ? null : 'Say why the money goes back (3 characters or more)',
}

/**
 * An online payment's money goes back through its gateway (admin only, with a reason): the refund is
 * pending until the gateway confirms it, and only then does the ledger show the reversal. Mounted for
 * one refund (PaymentsDialog keys it by the payment), which its Idempotency-Key names.
 */
export function OnlineRefundForm({ booking, entry, maximum, onSent, onCancel }: OnlineRefundFormProps) {
  // What can be given back when the form opened: the amount it starts with.
  const [opening] = useState<RefundValues>(() => ({ amount: maximum, reason: '' }))
  const dialog = useAddForm(true, opening, REFUND_RULES)
  const { form } = dialog
  const { amount } = form.getValues()
  const symbol = currencySymbol(entry.currency)

  async function submit(values: RefundValues) {
    if (typeof values.amount !== 'number') return
    const sent = await dialog.send(
      {
        ...refundOnline(
          booking,
          entry,
          { amount: values.amount, reason: values.reason.trim() },
          dialog.idempotencyKey,
        ),
        successMessage: {
          title: 'Refund sent to the gateway',
          message: `${booking.name}: ${symbol}${values.amount} goes back to the payer; the ledger shows it once the gateway confirms.`,
        },
      },
      { keepRefusal: true },
    )
    if (sent) onSent()
  }

  return (
    <form
      onKeyDownCapture={enterSaves}
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-label="Refund through the gateway"
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          Refund through the gateway
        </Title>
        <Text size="sm">
          Payment {entry.reference}: the money goes back to the card or UPI account it came from.
        </Text>
        <NumberInput
          label={`Amount (${symbol})`}
          min={0.01}
          max={maximum}
          decimalScale={2}
          required
          {...form.getInputProps('amount')}
        />
        <Textarea label="Reason" minLength={3} maxLength={500} required {...form.getInputProps('reason')} />
        {dialog.refusal && (
          <Alert color="red" title="The refund was not sent" role="alert">
            {dialog.refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={dialog.busy} color="red">
            Refund {symbol}
            {typeof amount === 'number' ? amount : ''}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
