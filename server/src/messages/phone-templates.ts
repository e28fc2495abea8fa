import type { SiteLanguage as Language } from '@labsite/shared'

/**
 * Every SMS and WhatsApp message the lab sends, per event and language, in one place. A WhatsApp
 * message outside a conversation must use a template approved in WhatsApp Manager: `template` is its
 * name there and `params` fill its {{1}}, {{2}}… in order; `text` is the same message in full, for the
 * dev outbox, SMS gateways that take plain text, and the staff's Mail tab.
 */
export type PhoneEvent =
  | 'sign-in-code'
  | 'booking-confirmed'
  | 'booking-reminder'
  | 'booking-rescheduled'
  | 'report-ready'

export interface PhoneMessageContent {
  template: string
  params: string[]
  text: string
}

export interface BookingFacts {
  name: string
  reference: string
  /** When, as the visitor reads it: "Mon 1 Dec 2026, 07:00–08:00". */
  when: string
  /** The track page with the booking's signed link (change, cancel, reports). */
  trackLink: string
  /** The track page offering to stop these messages (the same signed link, no sign-in). */
  stopLink: string
  total?: string
}

type Words<T> = Record<Language, (facts: T) => string>

const CODE: Words<{ code: string; minutes: number }> = {
  en: ({ code, minutes }) =>
    `${code} is your sign-in code. It is valid for ${minutes} minutes. Do not share it.`,
  hi: ({ code, minutes }) => `${code} आपका साइन-इन कोड है। यह ${minutes} मिनट तक मान्य है। इसे किसी से साझा न करें।`,
}

const CONFIRMED: Words<BookingFacts> = {
  en: (b) =>
    `Hello ${b.name}, your booking ${b.reference} is confirmed for ${b.when}.${b.total ? ` Total: ${b.total}.` : ''} To change or cancel: ${b.trackLink}`,
  hi: (b) =>
    `नमस्ते ${b.name}, आपकी बुकिंग ${b.reference} ${b.when} के लिए पक्की है।${b.total ? ` कुल: ${b.total}।` : ''} बदलने या रद्द करने के लिए: ${b.trackLink}`,
}

const REMINDER: Words<BookingFacts & { preparation: string }> = {
  en: (b) =>
    `Reminder: your booking ${b.reference} is tomorrow, ${b.when}. ${b.preparation || 'No special preparation.'} To change or cancel: ${b.trackLink}`,
  hi: (b) =>
    `याद दिलाना: आपकी बुकिंग ${b.reference} कल, ${b.when} है। ${b.preparation || 'कोई विशेष तैयारी नहीं।'} बदलने या रद्द करने के लिए: ${b.trackLink}`,
}

const RESCHEDULED: Words<BookingFacts> = {
  en: (b) => `Your booking ${b.reference} has been moved to ${b.when}. To change or cancel: ${b.trackLink}`,
  hi: (b) => `आपकी बुकिंग ${b.reference} अब ${b.when} पर है। बदलने या रद्द करने के लिए: ${b.trackLink}`,
}

const REPORT_READY: Words<BookingFacts> = {
  en: (b) => `Hello ${b.name}, the report of your booking ${b.reference} is ready: ${b.trackLink}`,
  hi: (b) => `नमस्ते ${b.name}, आपकी बुकिंग ${b.reference} की रिपोर्ट तैयार है: ${b.trackLink}`,
}

/** Appended to every WhatsApp text: how to stop them (the inbound webhook reads STOP, or the link). */
const STOP_HINT: Words<BookingFacts> = {
  en: (b) => `Reply STOP or open ${b.stopLink} to stop these messages.`,
  hi: (b) => `ये संदेश बंद करने के लिए STOP लिखकर भेजें या ${b.stopLink} खोलें।`,
}

export const SIGN_IN_CODE_MINUTES = 10

export function signInCodeMessage(code: string, language: Language): PhoneMessageContent {
  return {
    template: 'sign_in_code',
    params: [code],
    text: CODE[language]({ code, minutes: SIGN_IN_CODE_MINUTES }),
  }
}

const bookingParams = (b: BookingFacts) => [b.name, b.reference, b.when, b.trackLink]

export function bookingConfirmedMessage(b: BookingFacts, language: Language): PhoneMessageContent {
  return {
    template: 'booking_confirmed',
    params: [...bookingParams(b), b.total ?? ''],
    text: `${CONFIRMED[language](b)} ${STOP_HINT[language](b)}`,
  }
}

export function bookingReminderMessage(
  b: BookingFacts & { preparation: string },
  language: Language,
): PhoneMessageContent {
  return {
    template: 'booking_reminder',
    params: [...bookingParams(b), b.preparation],
    text: `${REMINDER[language](b)} ${STOP_HINT[language](b)}`,
  }
}

export function bookingRescheduledMessage(b: BookingFacts, language: Language): PhoneMessageContent {
  return {
    template: 'booking_rescheduled',
    params: bookingParams(b),
    text: `${RESCHEDULED[language](b)} ${STOP_HINT[language](b)}`,
  }
}

export function reportReadyMessage(b: BookingFacts, language: Language): PhoneMessageContent {
  return {
    template: 'report_ready',
    params: bookingParams(b),
    text: `${REPORT_READY[language](b)} ${STOP_HINT[language](b)}`,
  }
}
