import {
  DESK_PAYMENT_METHODS,
  type DeskPaymentMethod,
  isOneOf,
  METHODS_NEEDING_REFERENCE,
  type PaymentEntry,
  type PaymentFields,
} from '@labsite/shared'
import {
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Stack,
  TextInput,
  Title,
} from '@mantine/core'
import type { FormValidateInput } from '@mantine/form'
import { useId, useState } from 'react'
import { type PayableBooking, recordPayment } from '../../../api'
import { useAddForm } from '../../../hooks/use-admin-form'
import { useMoneyFormat } from '../../../hooks/use-price-format'
import { enterSaves } from '../../../lib/enter-saves'
import { currencySymbol, METHOD_CHOICES } from '../../../lib/payment-methods'

export interface PaymentFormProps {
  booking: PayableBooking
  currency: string
  /** The amount the form starts with: the balance due, or what can still be given back. */
  suggested: number
  /** A refund gives money back against this payment; its amount cannot exceed what remains of it. */
  refundOf?: PaymentEntry
  /** The entry was sent and taken, or kept by the desktop to send when the server is reachable. */
  onRecorded: (how: 'sent' | 'queued') => void
  onCancel?: () => void
}

interface PaymentValues {
  method: DeskPaymentMethod
  amount: number | string
  reference: string
  reason: string
}

/** What each field must hold before the entry is sent; the messages appear under the fields. */
function rulesOf(refund: boolean): FormValidateInput<PaymentValues> {
  return {
    amount: (amount) => (typeof amount === 'number' && amount > 0 ? null : 'Enter the amount'),
    reference: (reference, { method }) =>
      isOneOf(METHODS_NEEDING_REFERENCE, method) && !reference.trim()
        ? 'Enter the UPI transaction id or card slip number'
        : null,
    reason: (reason) => (refund && !reason.trim() ? 'Say why the money goes back' : null),
  }
}

/** The entry's form: it opens on the balance due when it was mounted (a refund on the payment's method). */
function useEntryForm(suggested: number, refundOf?: PaymentEntry) {
  const [opening] = useState<PaymentValues>(() => ({
    method: refundOf && refundOf.method !== 'online' ? refundOf.method : 'cash',
    amount: suggested > 0 ? suggested : '',
    reference: '',
    reason: '',
  }))
  const [rules] = useState(() => rulesOf(Boolean(refundOf)))
  return useAddForm(true, opening, rules)
}

/** The ledger entry the values describe: a refund names the payment it reverses and why. */
function entryFields(values: PaymentValues & { amount: number }, currency: string, refundOf?: PaymentEntry) {
  const fields: PaymentFields = {
    method: values.method,
    amount: values.amount,
    reference: values.reference.trim(),
    currency,
  }
  if (refundOf) {
    fields.reverses = refundOf.id
    fields.reason = values.reason.trim()
  }
  return fields
}

/** Cash, UPI or card, as one labelled choice. */
function MethodChoice({
  value,
  onChange,
}: {
  value: DeskPaymentMethod
  onChange: (method: DeskPaymentMethod) => void
}) {
  const labelId = useId()
  return (
    <Input.Wrapper label="Method" labelElement="div" id={labelId}>
      <div>
        <SegmentedControl
          aria-labelledby={labelId}
          value={value}
          onChange={(choice) => {
            if (isOneOf(DESK_PAYMENT_METHODS, choice)) onChange(choice)
          }}
          data={METHOD_CHOICES}
        />
      </div>
    </Input.Wrapper>
  )
}

/**
 * Records one ledger entry: method (cash/UPI/card), amount and reference (required for UPI and card); a
 * refund also takes its reason and is confirmed with its amount before it is sent. An amount over what
 * can be refunded is sent as typed, so the server's refusal (naming the maximum) shows here: never cut down.
 * Mounted afresh for each entry (PaymentsDialog keys it), so each entry has its own Idempotency-Key: a
 * retry of the same entry is recognised, the next entry is new.
 */
export function PaymentForm({
  booking,
  currency,
  suggested,
  refundOf,
  onRecorded,
  onCancel,
}: PaymentFormProps) {
  const dialog = useEntryForm(suggested, refundOf)
  const { form } = dialog
  const { method, amount } = form.getValues()
  // A refund is asked twice: the second time naming the amount that leaves the till.
  const [confirming, setConfirming] = useState(false)
  const money = useMoneyFormat()
  const noun = refundOf ? 'refund' : 'payment'
  const maximum = refundOf ? refundOf.amount - refundOf.refunded : undefined
  const needsReference = isOneOf(METHODS_NEEDING_REFERENCE, method)
  // The amount a refund's second ask names, once it is asked.
  const confirmingAmount = confirming && typeof amount === 'number' ? money(amount, currency) : null

  async function submit(values: PaymentValues) {
    if (typeof values.amount !== 'number') return
    if (refundOf && !confirming) {
      setConfirming(true)
      return
    }
    setConfirming(false)
    const fields = entryFields({ ...values, amount: values.amount }, currency, refundOf)
    let how: 'sent' | 'queued' = 'sent'
    const saved = await dialog.send(
      {
        ...recordPayment(booking, fields, dialog.idempotencyKey),
        successMessage: {
          title: refundOf ? 'Refund recorded' : 'Payment recorded',
          message: `${booking.name}: ${noun} of ${currencySymbol(currency)}${fields.amount} (${fields.method}) recorded.`,
        },
        onQueued: () => {
          how = 'queued'
        },
      },
      { keepRefusal: true },
    )
    if (saved) onRecorded(how)
  }

  return (
    <form
      onKeyDownCapture={enterSaves}
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-label={refundOf ? 'Record a refund' : 'Record a payment'}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {refundOf ? 'Record a refund' : 'Record a payment'}
        </Title>
        <MethodChoice value={method} onChange={(choice) => form.setFieldValue('method', choice)} />
        <Group grow align="flex-start">
          <NumberInput
            label={`Amount (${currencySymbol(currency)})`}
            {...form.getInputProps('amount')}
            onChange={(value) => {
              form.setFieldValue('amount', value)
              setConfirming(false)
            }}
            min={0.01}
            description={
              maximum !== undefined ? `At most ${money(maximum, currency)} can be refunded` : undefined
            }
            decimalScale={2}
            required
          />
          <TextInput
            label="Reference"
            description={
              needsReference ? 'Required: the UPI transaction id or card slip number' : 'Receipt book…'
            }
            {...form.getInputProps('reference')}
            maxLength={200}
            required={needsReference}
          />
        </Group>
        {refundOf && (
          <TextInput
            label="Reason"
            description="Why the money goes back (kept with the refund)"
            {...form.getInputProps('reason')}
            maxLength={500}
            required
          />
        )}
        {confirmingAmount && (
          <Alert color="orange" title="Confirm the refund" role="alert">
            Refund {confirmingAmount} to {booking.name}? A refund cannot be undone.
          </Alert>
        )}
        {dialog.refusal && (
          <Alert color="red" title={`The ${noun} was not recorded`} role="alert">
            {dialog.refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={dialog.busy} color={refundOf ? 'red' : undefined}>
            {!refundOf
              ? 'Record payment'
              : confirmingAmount
                ? `Yes, refund ${confirmingAmount}`
                : 'Record refund'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
