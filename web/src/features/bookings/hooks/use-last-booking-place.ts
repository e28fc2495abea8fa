import { useEffect } from 'react'
import type { SmallForm } from '../../../lib/use-small-form'
import { useMyBookings } from '../api/my-bookings'
import type { BookingSubmission } from '../api/submit-booking'

/**
 * A signed-in visitor's form starts with the address and PIN code of their last booking,
 * filled in when the list arrives and only into fields still empty, so nothing typed is overwritten.
 * Guests ask nothing.
 */
export function useLastBookingPlace(form: SmallForm<BookingSubmission>, signedIn: boolean) {
  const { data } = useMyBookings(signedIn)
  const last = data?.find((booking) => booking.address)
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per last booking, not per keystroke
  useEffect(() => {
    if (!last) return
    const { address, pincode } = form.getValues()
    if (!address) form.setFieldValue('address', last.address)
    if (!pincode && last.pincode) form.setFieldValue('pincode', last.pincode)
  }, [last?.id])
}
