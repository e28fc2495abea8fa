import { type Booking, formatPrice, isIndianMobile, normalizePhone, type SiteLanguage } from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { bookingStatusMails } from '../mail/booking-mails'
import { bookingMailLanguage } from '../mail/mail-language'
import type { NewOutboxMail } from '../mail/outbox-repository'
import type { MailLinks } from '../plugins/booking-links'
import type { PhoneChannel } from './phone-senders'
import {
  type BookingFacts,
  bookingConfirmedMessage,
  bookingReminderMessage,
  bookingRescheduledMessage,
  type PhoneMessageContent,
  reportReadyMessage,
} from './phone-templates'

/** An SMS or WhatsApp message as an outbox row: the number, the full text, and the template for providers. */
export function phoneOutboxRow(
  channel: PhoneChannel,
  kind: string,
  to: string,
  content: PhoneMessageContent,
  language: SiteLanguage,
  relatedId?: string,
): NewOutboxMail {
  return {
    kind,
    channel,
    to,
    // What the Mail tab lists: the channel and the template, never the text (it may hold a code).
    subject: `${channel === 'sms' ? 'SMS' : 'WhatsApp'}: ${content.template}`,
    text: content.text,
    relatedId,
    message: { template: content.template, language, params: content.params },
  }
}

/** Whether a booking's visitor gets WhatsApp updates: they kept the box ticked, and the number is one. */
export const messagesWanted = (booking: { phone: string; phoneMessages?: boolean }) =>
  booking.phoneMessages === true && normalizePhone(booking.phone) !== null

/** The default of the booking form's box: on for an Indian mobile (the numbers WhatsApp reaches here). */
export const messagesByDefault = (phone: string) => {
  const number = normalizePhone(phone)
  return number !== null && isIndianMobile(number)
}

function factsOf(booking: Booking, links: MailLinks): BookingFacts {
  const total = booking.total && !booking.total.priceOnRequest && booking.total.total > 0
  return {
    name: booking.name,
    reference: booking.reference,
    when: booking.preferredDate ? `${booking.preferredDate}, ${booking.slotLabel}`.replace(/, $/, '') : '',
    trackLink: links.trackUrl(booking),
    stopLink: links.trackUrl(booking, { stop: 'whatsapp' }),
    total: total
      ? formatPrice(booking.total.total, { currencyCode: booking.total.currency, locale: 'en-IN' })
      : undefined,
  }
}

type BookingEvent = 'booking-confirmed' | 'booking-rescheduled' | 'report-ready'

const BUILDERS: Record<BookingEvent, (facts: BookingFacts, language: SiteLanguage) => PhoneMessageContent> = {
  'booking-confirmed': bookingConfirmedMessage,
  'booking-rescheduled': bookingRescheduledMessage,
  'report-ready': reportReadyMessage,
}

/** The WhatsApp message of a booking event in the booking's language, or none when the visitor opted out. */
export function bookingWhatsApp(
  event: BookingEvent,
  booking: Booking,
  links: MailLinks,
  language: SiteLanguage,
): NewOutboxMail[] {
  if (!messagesWanted(booking)) return []
  const content = BUILDERS[event](factsOf(booking, links), language)
  return [
    phoneOutboxRow(
      'whatsapp',
      `whatsapp-${event}`,
      normalizePhone(booking.phone) as string,
      content,
      language,
      booking.id,
    ),
  ]
}

/**
 * A status change's mail (none when it is an update the visitor opted out of), and its WhatsApp
 * message when the report is ready (with the signed link).
 */
export async function bookingStatusMessagesFor(
  trx: Knex | Knex.Transaction,
  booking: Booking,
  links: MailLinks,
): Promise<NewOutboxMail[]> {
  const language = await bookingMailLanguage(trx, booking.id)
  return [
    ...bookingStatusMails(booking, links, language),
    ...(booking.status === 'report-ready' ? bookingWhatsApp('report-ready', booking, links, language) : []),
  ]
}

/** The day-before reminder on WhatsApp, with how to get ready. */
export function bookingReminderWhatsApp(
  booking: Booking,
  links: MailLinks,
  language: SiteLanguage,
  preparation: readonly string[],
): NewOutboxMail[] {
  if (!messagesWanted(booking)) return []
  const content = bookingReminderMessage(
    { ...factsOf(booking, links), preparation: preparation.join(' ') },
    language,
  )
  return [
    phoneOutboxRow(
      'whatsapp',
      'whatsapp-booking-reminder',
      normalizePhone(booking.phone) as string,
      content,
      language,
      booking.id,
    ),
  ]
}

/** Whose messages: a number's WhatsApp (STOP, a message's link), an address's update e-mails (a mail's link). */
export type MessagesTarget = { channel: 'whatsapp'; phone: string } | { channel: 'mail'; email: string }

/**
 * Turns a channel's messages off (or back on) for every booking made with that number (E.164) or
 * address: a STOP reply, the opt-out links and the track page's choice mean the person, not one booking.
 * Staff screens hear of each changed booking.
 */
export async function setMessagesTo(
  app: FastifyInstance,
  target: MessagesTarget,
  on: boolean,
): Promise<number> {
  return app.knex.transaction(async (trx) => {
    const ids =
      target.channel === 'whatsapp'
        ? await app.bookingsRepository.setPhoneMessages(target.phone, on, trx)
        : await app.bookingsRepository.setMailUpdates(target.email, on, trx)
    for (const id of ids) await app.changes.publish({ resource: 'booking', id, kind: 'updated' }, trx)
    return ids.length
  })
}
