import type { Consultation } from '@labsite/shared'
import { printOnPage } from '../../lib/print-on-page'
import { BookingSlip } from './BookingSlip'

/** Opens the system print dialog with only the booking slip on the page (see printOnPage). */
export function printBookingSlip(consultation: Consultation, labName: string): void {
  printOnPage(<BookingSlip consultation={consultation} labName={labName} />)
}
