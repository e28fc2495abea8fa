import type { Booking } from '@labsite/shared'
import { useReadLabName } from '../../hooks/use-lab-name'
import { printBookingSlip } from './print-booking-slip'

/** Prints a booking's slip under the site's current name. */
export function usePrintSlip(): (booking: Booking) => Promise<void> {
  const readLabName = useReadLabName()
  return async (booking) => printBookingSlip(booking, await readLabName())
}
