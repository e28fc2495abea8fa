import {
  type BookingLookup,
  LINK_KEY_PREFIX,
  type MessagesChannel,
  type VisitorBooking,
} from '@labsite/shared'
import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  cancelGuestBooking,
  downloadGuestInvoice,
  guestShareActions,
  rescheduleGuestBooking,
  switchGuestMessages,
} from '../api/track-booking'
import { BookingChanges } from './BookingChanges'
import { BookingSummary } from './BookingSummary'
import { GuestMessages } from './GuestMessages'
import { InvoiceButton } from './InvoiceButton'
import { OnlinePayment, returnedPayment } from './OnlinePayment'
import { ReportByCode } from './ReportByCode'
import { ReportSharing } from './ReportSharing'
import '../../../i18n/locales/en-bookings'

/** The messages a booking's page lets a guest stop, each with its own opt-out link. */
const CHANNELS: readonly MessagesChannel[] = ['whatsapp', 'mail']

export interface FoundBooking {
  lookup: BookingLookup
  booking: VisitorBooking
}

/**
 * A booking a guest tracked: where it stands, its reports, payment, invoice, changes, and its messages
 * (the channel an opt-out link asked to stop first). Never the home address.
 */
export function TrackedBooking({
  found,
  stopAsked,
  onChanged,
  onProblem,
}: {
  found: FoundBooking
  stopAsked?: MessagesChannel
  onChanged: (found: FoundBooking) => void
  onProblem: (problem: string) => void
}) {
  const { t } = useTranslation()
  const { lookup, booking } = found
  const changed = (next: VisitorBooking) => onChanged({ lookup, booking: next })
  const guestMessages = (channel: MessagesChannel) => (
    <GuestMessages
      key={channel}
      channel={channel}
      booking={booking}
      asked={stopAsked === channel}
      stop={() => switchGuestMessages(lookup, channel, false)}
      start={() => switchGuestMessages(lookup, channel, true)}
      onChanged={changed}
    />
  )
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('track.yourBooking')}
      </Title>
      {stopAsked ? guestMessages(stopAsked) : null}
      <BookingSummary booking={booking} />
      <ReportByCode lookup={lookup} booking={booking} />
      {/* Only the signed link of the booking's mails proves enough to share a report (the server's rule). */}
      {lookup.contact.startsWith(LINK_KEY_PREFIX) && booking.reports.length > 0 ? (
        <ReportSharing booking={booking} actions={guestShareActions(lookup)} />
      ) : null}
      <OnlinePayment
        key={booking.id}
        booking={{ ...booking, name: '', email: '', phone: '' }}
        proof={lookup}
        returned={returnedPayment(new URLSearchParams(window.location.search))}
      />
      <InvoiceButton booking={booking} download={() => downloadGuestInvoice(lookup)} onProblem={onProblem} />
      <BookingChanges
        booking={booking}
        cancel={() => cancelGuestBooking(lookup)}
        reschedule={(to) => rescheduleGuestBooking(lookup, to)}
        onChanged={changed}
      />
      {CHANNELS.filter((channel) => channel !== stopAsked).map(guestMessages)}
    </Stack>
  )
}
