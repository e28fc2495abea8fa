import type { PaymentLedger, Role } from '@labsite/shared'
import { moneyText, toMinor } from './money'

/** A refund asked for: which payment it gives money back from, how much (minor units), why, and by whom. */
export interface RefundRequest {
  reverses: string
  /** Positive, in paise (or cents). */
  amountMinor: number
  reason: string | undefined
  role: Role
}

export interface RefundRefusal {
  statusCode: 400 | 403
  message: string
}

/** What is still left to give back of a payment, in minor units. */
export const refundableMinor = (payment: { amount: number; refunded: number }) =>
  toMinor(payment.amount) - toMinor(payment.refunded)

/**
 * The ledger's one refund rule, for the desk's refunds and any other way money goes back (an online
 * provider's refund calls this too): only an administrator refunds, always with a reason, only against a
 * payment of this booking, and never more than what remains of it — a larger amount is refused with the
 * maximum, never cut down to it. Answers the refusal, or null when the refund may be recorded.
 */
export function refundRefusal(
  ledger: PaymentLedger,
  bookingReference: string,
  refund: RefundRequest,
): RefundRefusal | null {
  if (refund.role !== 'admin') {
    return { statusCode: 403, message: 'Only an administrator can record a refund' }
  }
  if (!refund.reason?.trim()) {
    return { statusCode: 400, message: 'reason is required for a refund: say why the money goes back' }
  }
  const original = ledger.entries.find((entry) => entry.id === refund.reverses)
  if (!original) {
    return {
      statusCode: 400,
      message: `reverses: booking ${bookingReference} has no payment ${refund.reverses}`,
    }
  }
  if (original.kind === 'refund') {
    return {
      statusCode: 400,
      message: `reverses: ${original.id} is itself a refund; a refund reverses the payment it gives money back from`,
    }
  }
  const left = refundableMinor(original)
  if (refund.amountMinor > left) {
    return {
      statusCode: 400,
      message: `amount ${moneyText(refund.amountMinor, ledger.currency)} is more than what is left to refund of that payment: at most ${moneyText(left, ledger.currency)}`,
    }
  }
  return null
}
