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
import { type FormEvent, useId, useMemo, useState } from 'react'
import { type PayableBooking, recordPayment } from '../../../api'
import { useDialogWrite } from '../../../hooks/use-dialog-write'
import { useMoneyFormat } from '../../../hooks/use-price-format'
import { enterSaves } from '../../../lib/enter-saves'
import { currencySymbol, METHOD_CHOICES } from '../../../lib/payment-methods'
import type { AdminWriteResult } from '../../../platform/platform-services'

export interface PaymentFormProps {
  booking: PayableBooking
  currency: string
  /** The amount the form starts with: the balance due, or what can still be given back. */
  suggested: number
  /** A refund gives money back against this payment; its amount cannot exceed what remains of it. */
  refundOf?: PaymentEntry
  onRecorded: (result: AdminWriteResult) => void
  onCancel?: () => void
}

/**
 * Records one ledger entry: method (cash/UPI/card), amount and reference (required for UPI and card); a
 * refund also takes its reason and is confirmed with its amount before it is sent. An amount over what
 * can be refunded is sent as typed, so the server's refusal (naming the maximum) shows here: never cut down.
 */
export function PaymentForm({
  booking,
  currency,
  suggested,
  refundOf,
  onRecorded,
  onCancel,
}: PaymentFormProps) {
  const { send, error, busy } = useDialogWrite()
  const [method, setMethod] = useState<DeskPaymentMethod>(
    refundOf && refundOf.method !== 'online' ? refundOf.method : 'cash',
  )
  const [amount, setAmount] = useState<number | string>(suggested > 0 ? suggested : '')
  const [reference, setReference] = useState('')
  const [reason, setReason] = useState('')
  // A refund is asked twice: the second time naming the amount that leaves the till.
  const [confirming, setConfirming] = useState(false)
  const money = useMoneyFormat()
  // One key per entry being typed: a retry of the same entry is recognised, the next entry is new.
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for each new entry
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [round])
  const methodLabelId = useId()
  const noun = refundOf ? 'refund' : 'payment'
  const maximum = refundOf ? refundOf.amount - refundOf.refunded : undefined
  const needsReference = isOneOf(METHODS_NEEDING_REFERENCE, method)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (typeof amount !== 'number' || amount <= 0) return
    if (refundOf && !confirming) {
      setConfirming(true)
      return
    }
    setConfirming(false)
    const fields: PaymentFields = { method, amount, reference: reference.trim(), currency }
    if (refundOf) {
      fields.reverses = refundOf.id
      fields.reason = reason.trim()
    }
    const result = await send(recordPayment(booking, fields, idempotencyKey), {
      title: refundOf ? 'Refund recorded' : 'Payment recorded',
      message: `${booking.name}: ${noun} of ${currencySymbol(currency)}${amount} (${method}) recorded.`,
    })
    if (!result) return
    setRound((n) => n + 1)
    setReference('')
    onRecorded(result)
  }

  return (
    <form
      onKeyDownCapture={enterSaves}
      onSubmit={submit}
      aria-label={refundOf ? 'Record a refund' : 'Record a payment'}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {refundOf ? 'Record a refund' : 'Record a payment'}
        </Title>
        <Input.Wrapper label="Method" labelElement="div" id={methodLabelId}>
          <div>
            <SegmentedControl
              aria-labelledby={methodLabelId}
              value={method}
              onChange={(value) => {
                if (isOneOf(DESK_PAYMENT_METHODS, value)) setMethod(value)
              }}
              data={METHOD_CHOICES}
            />
          </div>
        </Input.Wrapper>
        <Group grow align="flex-start">
          <NumberInput
            label={`Amount (${currencySymbol(currency)})`}
            value={amount}
            onChange={(value) => {
              setAmount(value)
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
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            maxLength={200}
            required={needsReference}
          />
        </Group>
        {refundOf && (
          <TextInput
            label="Reason"
            description="Why the money goes back (kept with the refund)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            required
          />
        )}
        {confirming && typeof amount === 'number' && (
          <Alert color="orange" title="Confirm the refund" role="alert">
            Refund {money(amount, currency)} to {booking.name}? A refund cannot be undone.
          </Alert>
        )}
        {error && (
          <Alert color="red" title={`The ${noun} was not recorded`} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={busy} color={refundOf ? 'red' : undefined}>
            {!refundOf
              ? 'Record payment'
              : confirming && typeof amount === 'number'
                ? `Yes, refund ${money(amount, currency)}`
                : 'Record refund'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
