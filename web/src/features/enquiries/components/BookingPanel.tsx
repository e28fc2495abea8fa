import { MESSAGES } from '@labsite/shared'
import { Alert } from '@mantine/core'
import { useBookingStore } from '../stores/booking-store'
import { BookingForm } from './BookingForm'

/** The form until the first booking is stored, then the thank-you message until the page reloads (spec §4). */
export function BookingPanel() {
  const submitted = useBookingStore((state) => state.submitted)
  const markSubmitted = useBookingStore((state) => state.markSubmitted)
  if (submitted) {
    return (
      <Alert color="teal" variant="light" role="status" title={MESSAGES.bookingThanks}>
        Our team will call you back shortly to confirm the details.
      </Alert>
    )
  }
  return <BookingForm onSubmitted={markSubmitted} />
}
