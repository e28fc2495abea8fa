import type { Consultation } from '@labsite/shared'
import { useReadLabName } from '../../hooks/use-lab-name'
import { printBookingSlip } from './print-booking-slip'

/** Prints a booking's slip under the site's current name. */
export function usePrintSlip(): (consultation: Consultation) => Promise<void> {
  const readLabName = useReadLabName()
  return async (consultation) => printBookingSlip(consultation, await readLabName())
}
