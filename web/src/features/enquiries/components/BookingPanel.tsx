import { Alert, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBookingPrefill } from '../context/booking-prefill'
import { useBookingStore } from '../stores/booking-store'
import { BookingForm } from './BookingForm'

/**
 * The form until the first booking is stored, then the thank-you message until the page reloads (spec §4).
 * The form starts with the signed-in visitor's details, which the app shell provides.
 */
export function BookingPanel() {
  const { t } = useTranslation()
  const prefill = useBookingPrefill()
  const submitted = useBookingStore((state) => state.submitted)
  const reference = useBookingStore((state) => state.reference)
  const markSubmitted = useBookingStore((state) => state.markSubmitted)
  if (submitted) {
    return (
      <Alert color="teal" variant="light" role="status" title={t('messages.bookingThanks')}>
        {reference ? (
          <Text mb="xs">
            {t('booking.referenceBefore')} <strong data-testid="booking-reference">{reference}</strong>
            {t('booking.referenceAfter')}
          </Text>
        ) : null}
        {t('booking.thanksText')}
      </Alert>
    )
  }
  return <BookingForm onSubmitted={(booking) => markSubmitted(booking.reference)} prefill={prefill} />
}
