import type { Booking, PaymentLedger } from '@labsite/shared'
import { toMinor } from '../payments/money'

/**
 * Whether a booking can be paid online now: the amount due in minor units (the server's figure, never
 * the browser's), or why not — a cancelled booking, a total not yet known, or nothing left to pay.
 */
export function orderDue(
  booking: Pick<Booking, 'reference' | 'status' | 'total'>,
  ledger: Pick<PaymentLedger, 'balance'>,
): { due: number } | { conflict: string } {
  if (booking.status === 'cancelled') {
    return { conflict: `Booking ${booking.reference} is cancelled: there is nothing to pay` }
  }
  if (booking.total.priceOnRequest) {
    return {
      conflict: `Booking ${booking.reference} has an item priced on request: the lab confirms the total before you pay`,
    }
  }
  const due = toMinor(ledger.balance)
  if (due <= 0) return { conflict: `Booking ${booking.reference} is paid: nothing is due` }
  return { due }
}
