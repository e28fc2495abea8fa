import {
  type Booking,
  isOneOf,
  METHODS_NEEDING_REFERENCE,
  type PaymentFields,
  type PaymentLedger,
  type PaymentMethod,
  type Role,
} from '@labsite/shared'
import { moneyText, toMinor } from './money'
import { refundRefusal } from './refund-rule'

const METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
  online: 'online payment',
}
const needsReference = (method: PaymentMethod) => isOneOf(METHODS_NEEDING_REFERENCE, method)

export interface PaymentRefusal {
  statusCode: 400 | 403 | 409
  message: string
}

const badRequest = (message: string): PaymentRefusal => ({ statusCode: 400, message })
const conflict = (message: string): PaymentRefusal => ({ statusCode: 409, message })

/**
 * The desk's entry checked against the ledger as it stands: its signed amount in minor units (a refund
 * is negative), or why it cannot be recorded. Refunds follow the ledger's one refund rule (refund-rule.ts).
 */
export function paymentRefusal(
  booking: Pick<Booking, 'reference' | 'status' | 'total'>,
  ledger: PaymentLedger,
  body: PaymentFields,
  role: Role,
): { minor: number } | { refused: PaymentRefusal } {
  const currency = booking.total.currency
  const minor = Math.round(body.amount * 100)
  if (Math.abs(body.amount * 100 - minor) > 1e-6) {
    return { refused: badRequest('amount must have at most two decimals (e.g. 249.50)') }
  }
  // 0.000000001 rounds to no decimals at all, but is no money either.
  if (minor < 1) return { refused: badRequest('amount must be at least 0.01') }
  if (body.currency !== undefined && body.currency.trim().toUpperCase() !== currency) {
    return {
      refused: badRequest(`currency ${body.currency} is not this booking's: it is paid in ${currency}`),
    }
  }
  if (needsReference(body.method) && !body.reference?.trim()) {
    return {
      refused: badRequest(
        `reference is required for ${METHOD_NAMES[body.method]}: the ${body.method === 'upi' ? 'transaction id' : 'card slip number'}`,
      ),
    }
  }
  if (body.reverses) {
    const refused = refundRefusal(ledger, booking.reference, {
      reverses: body.reverses,
      amountMinor: minor,
      reason: body.reason,
      role,
    })
    if (refused) return { refused }
    // Money paid online goes back the way it came: the gateway refunds it and its webhook records it.
    if (ledger.entries.find((entry) => entry.id === body.reverses)?.method === 'online') {
      return {
        refused: conflict(
          'That payment was made online: refund it through the payment gateway (Refund online), not at the desk',
        ),
      }
    }
    return { minor: -minor }
  }
  if (booking.status === 'cancelled') {
    return { refused: conflict(`Booking ${booking.reference} is cancelled: only refunds can be recorded`) }
  }
  const due = toMinor(ledger.balance)
  // A total with items priced on request is not the whole bill: the desk knows better.
  if (!booking.total.priceOnRequest && minor > due) {
    return {
      refused: badRequest(
        `amount ${moneyText(minor, currency)} is more than the balance due, ${moneyText(Math.max(due, 0), currency)}`,
      ),
    }
  }
  return { minor }
}
