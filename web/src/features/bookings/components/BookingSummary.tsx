import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  formatCalendarDate,
  formatPrice,
  type VisitorBooking,
} from '@labsite/shared'
import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { BookingStatusTimeline } from './BookingStatusTimeline'
import '../../../i18n/locales/en-bookings'

/** The total with its parts in words: "Total ₹2,164.95 (family discount −₹382.05, collection ₹150)". */
function BookingTotalLine({ total, locale }: { total: VisitorBooking['total']; locale: string }) {
  const { t } = useTranslation()
  const money = (amount: number) => formatPrice(amount, { currencyCode: total.currency, locale })
  const parts = [
    total.familyDiscount > 0
      ? t('myBookings.familyDiscountPart', { amount: money(total.familyDiscount) })
      : '',
    total.collectionFee > 0 ? t('myBookings.collectionFeePart', { amount: money(total.collectionFee) }) : '',
  ].filter(Boolean)
  return (
    <Text size="sm" fw={600} data-testid="booking-total">
      {t('myBookings.total', { amount: money(total.total) })}
      {parts.length > 0 ? ` (${parts.join(', ')})` : ''}
      {total.priceOnRequest ? ` · ${t('myBookings.priceOnRequest')}` : ''}
    </Text>
  )
}

/** A booking as its visitor reads it (My bookings, the track page): what, when, where, how far along. */
export function BookingSummary({ booking }: { booking: VisitorBooking }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const status = booking.status as BookingStatus
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
      {booking.items.length > 0 ? <BookingTotalLine total={booking.total} locale={locale} /> : null}
      {booking.preferredDate ? (
        <Text size="sm">
          {formatCalendarDate(booking.preferredDate, locale, 'weekday')}, {booking.slotLabel} · {where}
        </Text>
      ) : null}
      <BookingStatusTimeline status={status} />
    </>
  )
}
