import type { Booking } from '@labsite/shared'
import { printOnPage } from '../../lib/print-on-page'
import { BookingSlip } from './BookingSlip'

/** Opens the system print dialog with only the booking slip on the page (see printOnPage). */
export function printBookingSlip(booking: Booking, labName: string): void {
  printOnPage(<BookingSlip booking={booking} labName={labName} />)
}
