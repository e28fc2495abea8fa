import type { OutboxStatus } from '@labsite/shared'
import type { PhoneChannel, PhoneMessage } from '../messages/phone-senders'
import { GIVE_UP_AFTER_MS } from './outbox-retry'

export interface OutboxRow {
  id: string
  kind: string
  recipient: string | null
  reply_to: string | null
  subject: string
  text: string
  html: string | null
  calendar: string | null
  /** email, or the phone channel the row goes out on (then `message` holds what its provider needs). */
  channel: 'email' | PhoneChannel
  message: Omit<PhoneMessage, 'to' | 'text'> | string | null
  related_id: string | null
  status: OutboxStatus
  attempts: number
  last_error: string | null
  next_attempt_at: Date | string
  locked_until: Date | string | null
  give_up_at: Date | string
  sent_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

export interface NewOutboxMail {
  /** What caused it: 'staff-notification', 'password-reset', ... */
  kind: string
  /** null: the staff address, looked up when the mail is sent. */
  to: string | null
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** The record the mail is about, so erasing that record erases the mail too. */
  relatedId?: string
  /** An iCalendar event sent with it (the booking's slot). */
  calendar?: string
  /** SMS or WhatsApp instead of e-mail: `to` is an E.164 number, `text` the message in full. */
  channel?: PhoneChannel
  /** The provider's template, its language and parameters (phone channels only). */
  message?: Omit<PhoneMessage, 'to' | 'text'>
}

/** The row a new mail is stored as: due at once, retried until a day after `now`. */
export const toOutboxInsert = (mail: NewOutboxMail, now: number): Partial<OutboxRow> => ({
  kind: mail.kind,
  recipient: mail.to,
  reply_to: mail.replyTo ?? null,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
  related_id: mail.relatedId ?? null,
  calendar: mail.calendar ?? null,
  channel: mail.channel ?? 'email',
  message: mail.message ? JSON.stringify(mail.message) : null,
  give_up_at: new Date(now + GIVE_UP_AFTER_MS),
})
