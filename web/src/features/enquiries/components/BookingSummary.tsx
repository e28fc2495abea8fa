import {
  BOOKING_STATUS_LABELS,
  type ConsultationStatus,
  formatCalendarDate,
  type VisitorBooking,
} from '@labsite/shared'
import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { BookingStatusTimeline } from './BookingStatusTimeline'

/** A booking as its visitor reads it (My bookings, the track page): what, when, where, how far along. */
export function BookingSummary({ booking }: { booking: VisitorBooking }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const status = booking.status as ConsultationStatus
  const where =
    booking.collectionType === 'home'
      ? t('myBookings.homeCollection', { pincode: booking.pincode })
      : t('myBookings.labVisit')
  return (
    <>
      <Group justify="space-between">
        <Text fw={700}>{booking.reference}</Text>
        <Text size="sm">{BOOKING_STATUS_LABELS[status] ?? booking.status}</Text>
      </Group>
      {booking.items.length > 0 ? (
        <Text size="sm">{booking.items.map((item) => `${item.name} (${item.price})`).join(', ')}</Text>
      ) : null}
      {booking.preferredDate ? (
        <Text size="sm">
          {formatCalendarDate(booking.preferredDate, locale, 'weekday')}, {booking.slotLabel} · {where}
        </Text>
      ) : null}
      <BookingStatusTimeline status={status} />
    </>
  )
}
