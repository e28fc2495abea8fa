import { type CreatedBooking, PATHS } from '@labsite/shared'
import { Alert, Anchor, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useBookingPrefill } from '../context/booking-prefill'
import { BookingForm } from './BookingForm'
import { OnlinePayment } from './OnlinePayment'
import '../../../i18n/locales/en-bookings'

/**
 * The form until this booking is stored, then its thank-you message. The state belongs to this panel:
 * every "Book Now" opens a new one, so a second booking in the same visit starts from a fresh form
 * rather than the first one's thank-you. The form starts with the signed-in visitor's
 * details, which the app shell provides.
 */
export function BookingPanel() {
  const { t } = useTranslation()
  const prefill = useBookingPrefill()
  const [sent, setSent] = useState<{ booking: CreatedBooking; payNow: boolean } | null>(null)
  const thanks = useRef<HTMLDivElement>(null)
  // The submit button is gone once the booking is stored: focus moves to the message that replaced it.
  useEffect(() => {
    if (sent) thanks.current?.focus()
  }, [sent])
  if (sent) {
    return (
      <Alert
        ref={thanks}
        tabIndex={-1}
        color="teal"
        variant="light"
        role="status"
        title={t('messages.bookingThanks')}
      >
        {sent.booking.reference ? (
          <Text mb="xs">
            {t('booking.referenceBefore')}{' '}
            <strong data-testid="booking-reference">{sent.booking.reference}</strong>
            {t('booking.referenceAfter')}
          </Text>
        ) : null}
        {t('booking.thanksText')}
        {sent.payNow && sent.booking.reference ? (
          <OnlinePayment
            booking={{ ...sent.booking, reference: sent.booking.reference }}
            proof={{ reference: sent.booking.reference, contact: sent.booking.email }}
          />
        ) : null}
        {sent.booking.reference ? (
          <Text mt="xs">
            <Anchor
              component={Link}
              to={`${PATHS.trackBooking}?reference=${encodeURIComponent(sent.booking.reference)}`}
              style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
            >
              {t('booking.trackLink')}
            </Anchor>
          </Text>
        ) : null}
      </Alert>
    )
  }
  return <BookingForm onSubmitted={(booking, { payNow }) => setSent({ booking, payNow })} prefill={prefill} />
}
