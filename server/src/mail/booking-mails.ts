import {
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingStatus,
  BRAND_NAME,
  bookedItemLines,
  formatCalendarDate,
  formatPrice,
  LOCALE_OF,
  memberTitle,
  type SiteLanguage,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { escapeHtml } from '../lib/rendering/escape-html'
import type { MailLinks } from '../plugins/booking-links'
import { bookingCalendarEvent } from './booking-calendar-event'
import { bookingMailLanguage } from './mail-language'
import type { NewOutboxMail } from './outbox-repository'

type Line = [label: string, value: string]

/** The status changes a visitor is e-mailed about (VISITOR_NOTIFIED_STATUSES). */
type NotifiedStatus = 'confirmed' | 'report-ready' | 'cancelled'

/**
 * The words of the e-mails about a booking, in each site language. The type makes Hindi say everything
 * English says.
 */
interface BookingWords {
  greeting: (name: string) => string
  labels: {
    reference: string
    booked: string
    family: string
    when: string
    where: string
    items: string
    discount: string
    fee: string
    total: string
  }
  familyDiscount: (members: number) => string
  /** A booking's people when they are named: who, and whether the family discount applies. */
  familyNamed: (names: string, discount: boolean) => string
  free: string
  /** Said under the total when an item's price is on request. */
  onRequest: string
  /** The locale a booking's day is written in ("Sat, 28 Nov 2026"). */
  dateLocale: string
  homeCollection: (address: string, pincode: string) => string
  labVisit: string
  /** `trackUrl` opens this one booking (a signed link): the guest types nothing. */
  howToChange: (reference: string, trackUrl: string) => string[]
  /** The end of an update mail: its link stops these mails; what is always sent still comes. */
  stopUpdates: (stopUrl: string) => string
  receivedSubject: (reference: string) => string
  receivedIntro: string
  statusSubject: (reference: string, label: string) => string
  statusLabels: Record<BookingStatus, string>
  /** What each status mail tells the visitor. */
  statusNews: Record<NotifiedStatus, string>
  codeSubject: (reference: string) => string
  codeIntro: (code: string, minutes: number) => string
  codeIgnore: string
  reminderSubject: (reference: string) => string
  reminderIntro: string
  rescheduledSubject: (reference: string) => string
  rescheduledIntro: string
  /** How to get ready, by collection: the lab's general advice, after each booked item's own. */
  preparation: Record<'home' | 'lab', string[]>
}

const WORDS: Record<SiteLanguage, BookingWords> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    labels: {
      reference: 'Reference',
      booked: 'Booked',
      family: 'Family members',
      when: 'When',
      where: 'Where',
      items: 'Tests',
      discount: 'Family discount',
      fee: 'Home collection fee',
      total: 'Total',
    },
    familyDiscount: (members) => `${members} (family discount applies)`,
    familyNamed: (names, discount) => (discount ? `${names} (family discount applies)` : names),
    free: 'Free',
    onRequest: 'The price of an item is on request: our team will confirm the total with you.',
    dateLocale: 'en-GB',
    homeCollection: (address, pincode) =>
      `Home collection at ${address}${pincode ? ` (PIN ${pincode})` : ''}`,
    labVisit: 'Visit to our lab',
    howToChange: (reference, trackUrl) => [
      `To change or cancel booking ${reference}, or to follow it, open ${trackUrl} (or "My bookings" with an account).`,
    ],
    stopUpdates: (stopUrl) =>
      `Don’t want reminders and status updates by e-mail? Stop them here: ${stopUrl} (confirmations of a booking, a change of its time and a cancellation still come).`,
    receivedSubject: (reference) => `Your booking ${reference} at ${BRAND_NAME}`,
    receivedIntro: 'Thank you, we have received your booking. Our team will confirm it shortly.',
    statusSubject: (reference, label) => `Booking ${reference}: ${label}`,
    statusLabels: BOOKING_STATUS_LABELS,
    statusNews: {
      confirmed: 'Your booking is confirmed.',
      'report-ready':
        'Your report is ready. For your privacy it is not attached: download it from "My bookings" or with the one-time code you can ask for on our website.',
      cancelled: 'Your booking has been cancelled. If you did not ask for this, please call us.',
    },
    codeSubject: (reference) => `Your report download code for ${reference}`,
    codeIntro: (code, minutes) => `Your one-time code is ${code}. It works once, within ${minutes} minutes.`,
    codeIgnore: 'If you did not ask for this code, you can ignore this e-mail.',
    reminderSubject: (reference) => `Tomorrow: your booking ${reference}`,
    reminderIntro: 'A reminder: your booking is tomorrow.',
    rescheduledSubject: (reference) => `Booking ${reference} moved`,
    rescheduledIntro:
      'Your booking has been moved to the new time below; the calendar event attached replaces the old one.',
    preparation: {
      home: [
        'Before the visit: if a test needs fasting (e.g. glucose, lipid profile), eat nothing for 10–12 hours; water is fine.',
        'Keep a photo ID and your doctor’s prescription at hand for our collector.',
      ],
      lab: [
        'Before you come: if a test needs fasting (e.g. glucose, lipid profile), eat nothing for 10–12 hours; water is fine.',
        'Bring a photo ID and your doctor’s prescription, and come 10 minutes early.',
      ],
    },
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    labels: {
      reference: 'रेफ़रेंस नंबर',
      booked: 'बुक किए गए टेस्ट',
      family: 'परिवार के सदस्य',
      when: 'कब',
      where: 'कहाँ',
      items: 'टेस्ट',
      discount: 'फ़ैमिली डिस्काउंट',
      fee: 'होम कलेक्शन शुल्क',
      total: 'कुल',
    },
    familyDiscount: (members) => `${members} (फ़ैमिली डिस्काउंट लागू)`,
    familyNamed: (names, discount) => (discount ? `${names} (फ़ैमिली डिस्काउंट लागू)` : names),
    free: 'मुफ़्त',
    onRequest: 'किसी टेस्ट की कीमत पूछकर तय होगी: हमारी टीम आपको कुल राशि बताएगी।',
    dateLocale: 'hi-IN',
    homeCollection: (address, pincode) => `होम सैंपल कलेक्शन: ${address}${pincode ? ` (पिन ${pincode})` : ''}`,
    labVisit: 'हमारी लैब पर आकर',
    howToChange: (reference, trackUrl) => [
      `बुकिंग ${reference} बदलने, रद्द करने या उसकी स्थिति देखने के लिए ${trackUrl} खोलें (या अकाउंट के साथ "मेरी बुकिंग")।`,
    ],
    stopUpdates: (stopUrl) =>
      `रिमाइंडर और स्थिति के अपडेट ईमेल पर नहीं चाहिए? यहाँ बंद करें: ${stopUrl} (बुकिंग की पुष्टि, उसका समय बदलना और रद्द होना फिर भी ईमेल पर आएगा)।`,
    receivedSubject: (reference) => `${BRAND_NAME} पर आपकी बुकिंग ${reference}`,
    receivedIntro: 'धन्यवाद, हमें आपकी बुकिंग मिल गई है। हमारी टीम जल्द ही इसे कन्फ़र्म करेगी।',
    statusSubject: (reference, label) => `बुकिंग ${reference}: ${label}`,
    statusLabels: {
      new: 'मिल गई',
      contacted: 'संपर्क किया गया',
      confirmed: 'कन्फ़र्म',
      arrived: 'लैब पहुँच गए',
      'sample-collected': 'सैंपल ले लिया गया',
      'sent-to-lab': 'सैंपल लैब भेजा गया',
      'report-ready': 'रिपोर्ट तैयार',
      booked: 'बुक हो गई',
      closed: 'बंद',
      cancelled: 'रद्द',
    },
    statusNews: {
      confirmed: 'आपकी बुकिंग कन्फ़र्म हो गई है।',
      'report-ready':
        'आपकी रिपोर्ट तैयार है। आपकी गोपनीयता के लिए इसे ईमेल में नहीं जोड़ा गया है: इसे "मेरी बुकिंग" से या हमारी वेबसाइट पर मिलने वाले वन-टाइम कोड से डाउनलोड करें।',
      cancelled: 'आपकी बुकिंग रद्द कर दी गई है। अगर आपने ऐसा नहीं कहा था, तो कृपया हमें कॉल करें।',
    },
    codeSubject: (reference) => `${reference} की रिपोर्ट डाउनलोड करने का कोड`,
    codeIntro: (code, minutes) =>
      `आपका वन-टाइम कोड ${code} है। यह सिर्फ़ एक बार, ${minutes} मिनट के अंदर काम करेगा।`,
    codeIgnore: 'अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा करें।',
    reminderSubject: (reference) => `कल: आपकी बुकिंग ${reference}`,
    reminderIntro: 'याद दिला दें: आपकी बुकिंग कल है।',
    rescheduledSubject: (reference) => `बुकिंग ${reference} का समय बदला`,
    rescheduledIntro: 'आपकी बुकिंग नीचे दिए नए समय पर कर दी गई है; साथ का कैलेंडर इवेंट पुराने की जगह ले लेगा।',
    preparation: {
      home: [
        'विज़िट से पहले: अगर किसी टेस्ट के लिए खाली पेट रहना है (जैसे ग्लूकोज़, लिपिड प्रोफ़ाइल), तो 10–12 घंटे कुछ न खाएँ; पानी पी सकते हैं।',
        'हमारे कलेक्टर के लिए फ़ोटो आईडी और डॉक्टर का पर्चा तैयार रखें।',
      ],
      lab: [
        'आने से पहले: अगर किसी टेस्ट के लिए खाली पेट रहना है (जैसे ग्लूकोज़, लिपिड प्रोफ़ाइल), तो 10–12 घंटे कुछ न खाएँ; पानी पी सकते हैं।',
        'फ़ोटो आईडी और डॉक्टर का पर्चा साथ लाएँ, और 10 मिनट पहले आएँ।',
      ],
    },
  },
}

function visitorMail(
  booking: Booking,
  words: BookingWords,
  kind: string,
  subject: string,
  intro: string,
  lines: Line[],
  closing: string[],
): NewOutboxMail {
  const shown = lines.filter(([, value]) => value !== '')
  const greeting = words.greeting(booking.name)
  const text = [
    greeting,
    '',
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    ...closing,
    '',
    BRAND_NAME,
    '',
  ].join('\n')
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellspacing="0" cellpadding="0">${rows}</table>`,
    ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(BRAND_NAME)}</p>`,
  ].join('\n')
  return { kind, to: booking.email, relatedId: booking.id, subject, text, html }
}

/** Who the booking is for: the named members, else a count of more than one. */
function familyLine(booking: Booking, words: BookingWords): string {
  if (booking.members.length > 0) {
    return words.familyNamed(booking.members.map(memberTitle).join(', '), booking.familyDiscount)
  }
  if (booking.familyDiscount) return words.familyDiscount(booking.familyMembers)
  return booking.familyMembers > 1 ? String(booking.familyMembers) : ''
}

/** What it costs, as the booking stores it: the figures its invoice and the visitor's quote show. */
function moneyLines(booking: Booking, words: BookingWords, language: SiteLanguage): Line[] {
  const { total } = booking
  if (booking.items.length === 0) return []
  const money = (amount: number) =>
    formatPrice(amount, { currencyCode: total.currency, locale: LOCALE_OF[language] })
  const fee = total.collectionFee > 0 ? money(total.collectionFee) : words.free
  return [
    [words.labels.items, money(total.items)],
    [words.labels.discount, total.familyDiscount > 0 ? `−${money(total.familyDiscount)}` : ''],
    [words.labels.fee, booking.collectionType === 'home' ? fee : ''],
    [
      words.labels.total,
      total.priceOnRequest ? `${money(total.total)}\n${words.onRequest}` : money(total.total),
    ],
  ]
}

/** The booking's day in the lab's calendar and its slot: "Sat, 28 Nov 2026, 07:00–08:00". */
function whenLine(booking: Booking, words: BookingWords): string {
  if (!booking.preferredDate) return ''
  const day = formatCalendarDate(booking.preferredDate, words.dateLocale, 'weekday')
  return booking.slotLabel ? `${day}, ${booking.slotLabel}` : day
}

/** What, for whom, what it costs, when and where, as the visitor's e-mails list it. */
function bookingLines(booking: Booking, words: BookingWords, language: SiteLanguage): Line[] {
  const where =
    booking.collectionType === 'home'
      ? words.homeCollection(booking.address, booking.pincode ?? '')
      : booking.collectionType === 'lab'
        ? words.labVisit
        : ''
  return [
    [words.labels.reference, booking.reference],
    [words.labels.booked, bookedItemLines(booking).join('\n')],
    [words.labels.family, familyLine(booking, words)],
    ...moneyLines(booking, words, language),
    [words.labels.when, whenLine(booking, words)],
    [words.labels.where, where],
  ]
}

/**
 * The visitor's confirmation of a new booking, with its reference, in the language they booked in.
 * `itemPreparation`: each booked item's own preparation ("Name: …", see itemPreparations).
 */
export function bookingReceivedMail(
  booking: Booking,
  links: MailLinks,
  language: SiteLanguage = 'en',
  itemPreparation: readonly string[] = [],
): NewOutboxMail {
  const words = WORDS[language]
  const preparation = preparationFor(booking, words, itemPreparation)
  const mail = visitorMail(
    booking,
    words,
    'booking-received',
    words.receivedSubject(booking.reference),
    words.receivedIntro,
    bookingLines(booking, words, language),
    [...preparation, ...words.howToChange(booking.reference, links.trackUrl(booking))],
  )
  return withCalendarEvent(mail, booking, links.publicUrl, preparation)
}

/**
 * How to get ready: each item's own preparation, then the lab's general advice for the booking's kind
 * of collection; nothing for an enquiry without one.
 */
const preparationFor = (booking: Booking, words: BookingWords, itemPreparation: readonly string[]) =>
  booking.collectionType ? [...itemPreparation, ...words.preparation[booking.collectionType]] : []

/** The mail with the booking's slot as a calendar event, when it has one. */
function withCalendarEvent(
  mail: NewOutboxMail,
  booking: Booking,
  publicUrl: string,
  preparation: readonly string[],
): NewOutboxMail {
  const description = [booking.items.map((item) => item.name).join(', '), ...preparation]
    .filter(Boolean)
    .join('\n')
  const calendar = bookingCalendarEvent(booking, publicUrl, description)
  return calendar ? { ...mail, calendar } : mail
}

/**
 * Whether the visitor still wants the update mails (reminder, confirmed, report ready). The mails that
 * answer what they did or must know — the confirmation of a booking, a moved time, a cancellation, a
 * report code, sign-in codes and password resets — are always sent.
 */
export const updateMailsWanted = (booking: Booking) => booking.mailUpdates !== false

/** The last line of an update mail: its opt-out link (the track page, which asks before it stops them). */
const stopUpdatesLine = (booking: Booking, words: BookingWords, links: MailLinks) =>
  words.stopUpdates(links.trackUrl(booking, { stop: 'mail' }))

/**
 * The day-before reminder: what, when and where, how to get ready, and the slot as a calendar event;
 * none when the visitor stopped the update mails.
 */
export function bookingReminderMails(
  booking: Booking,
  links: MailLinks,
  language: SiteLanguage = 'en',
  itemPreparation: readonly string[] = [],
): NewOutboxMail[] {
  if (!updateMailsWanted(booking)) return []
  const words = WORDS[language]
  const preparation = preparationFor(booking, words, itemPreparation)
  const mail = visitorMail(
    booking,
    words,
    'booking-reminder',
    words.reminderSubject(booking.reference),
    words.reminderIntro,
    bookingLines(booking, words, language),
    [
      ...preparation,
      ...words.howToChange(booking.reference, links.trackUrl(booking)),
      stopUpdatesLine(booking, words, links),
    ],
  )
  return [withCalendarEvent(mail, booking, links.publicUrl, preparation)]
}

/** A moved booking: the new time, and the calendar event with the same UID and a higher SEQUENCE. */
export function bookingRescheduledVisitorMail(
  booking: Booking,
  links: MailLinks,
  language: SiteLanguage = 'en',
  itemPreparation: readonly string[] = [],
): NewOutboxMail {
  const words = WORDS[language]
  const preparation = preparationFor(booking, words, itemPreparation)
  const mail = visitorMail(
    booking,
    words,
    'booking-rescheduled',
    words.rescheduledSubject(booking.reference),
    words.rescheduledIntro,
    bookingLines(booking, words, language),
    [...preparation, ...words.howToChange(booking.reference, links.trackUrl(booking))],
  )
  return withCalendarEvent(mail, booking, links.publicUrl, preparation)
}

/** How each status mail ends: where to download the report, else how to change or cancel the booking. */
const STATUS_CLOSINGS: Record<
  NotifiedStatus,
  (words: BookingWords, reference: string, trackUrl: string) => string[]
> = {
  confirmed: (words, reference, trackUrl) => words.howToChange(reference, trackUrl),
  'report-ready': (_words, _reference, trackUrl) => [trackUrl],
  cancelled: (words, reference, trackUrl) => words.howToChange(reference, trackUrl),
}

const isNotified = (status: BookingStatus): status is NotifiedStatus => status in STATUS_CLOSINGS

/** Confirmed, report ready or cancelled: the changes a visitor needs to hear about. */
export function bookingStatusMail(
  booking: Booking,
  links: MailLinks,
  language: SiteLanguage = 'en',
): NewOutboxMail {
  const words = WORDS[language]
  const status = isNotified(booking.status) ? booking.status : 'confirmed'
  const closing = STATUS_CLOSINGS[status](words, booking.reference, links.trackUrl(booking))
  return visitorMail(
    booking,
    words,
    `booking-${booking.status}`,
    words.statusSubject(booking.reference, words.statusLabels[booking.status]),
    words.statusNews[status],
    bookingLines(booking, words, language),
    status === 'cancelled' ? closing : [...closing, stopUpdatesLine(booking, words, links)],
  )
}

/**
 * The status mail, unless it is an update the visitor stopped: a cancellation always goes (they must
 * not come for a booking that no longer is).
 */
export function bookingStatusMails(
  booking: Booking,
  links: MailLinks,
  language: SiteLanguage = 'en',
): NewOutboxMail[] {
  if (booking.status !== 'cancelled' && !updateMailsWanted(booking)) return []
  return [bookingStatusMail(booking, links, language)]
}

/** The status mail in the language the visitor booked in, read in the caller's transaction. */
export async function bookingStatusMailFor(
  trx: Knex | Knex.Transaction,
  booking: Booking,
  links: MailLinks,
): Promise<NewOutboxMail> {
  return bookingStatusMail(booking, links, await bookingMailLanguage(trx, booking.id))
}

/** A one-time code to download the report without an account. */
export function reportCodeMail(
  booking: Booking,
  code: string,
  minutes: number,
  language: SiteLanguage = 'en',
): NewOutboxMail {
  const words = WORDS[language]
  return visitorMail(
    booking,
    words,
    'report-code',
    words.codeSubject(booking.reference),
    words.codeIntro(code, minutes),
    [[words.labels.reference, booking.reference]],
    [words.codeIgnore],
  )
}
