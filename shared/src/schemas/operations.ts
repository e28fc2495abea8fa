import { type Static, Type } from 'typebox'
import { Email, Phone } from './common'

/** Outbox states: waiting or retrying, being sent, sent, given up after 24 h of retries. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]
const OutboxStatusSchema = Type.Unsafe<OutboxStatus>(Type.Union(OUTBOX_STATUSES.map((s) => Type.Literal(s))))

/** One outgoing e-mail as the admin Mail tab shows it: never its body, which may hold health details. */
export const OutboxMail = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String({ description: "what caused it, e.g. 'staff-notification' or 'password-reset'" }),
  recipient: Type.String({ description: "the address, or 'staff' when it goes to the staff address" }),
  subject: Type.String(),
  status: OutboxStatusSchema,
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  nextAttemptAt: Type.String({ format: 'date-time' }),
  giveUpAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
})
export type OutboxMail = Static<typeof OutboxMail>

export const OutboxMailQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
  status: Type.Optional(OutboxStatusSchema),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'matches the subject or the recipient' })),
})
export type OutboxMailQuery = Static<typeof OutboxMailQuery>

/**
 * The person a privacy export or erasure is about (DPDP Act 2023): their e-mail address (and the
 * account with it, whatever e-mail its bookings were typed with), and optionally their phone number,
 * which finds what they sent under another address.
 */
export const PersonQuery = Type.Object({
  email: Email,
  phone: Type.Optional(Phone),
})
export type PersonQuery = Static<typeof PersonQuery>

/** What an erasure removed, counted per kind of record (the audit keeps these counts, not the data). */
export const ErasureReport = Type.Object({
  bookings: Type.Integer(),
  files: Type.Integer(),
  contactMessages: Type.Integer(),
  referrals: Type.Integer(),
  accounts: Type.Integer(),
  idempotencyRecords: Type.Integer(),
  mails: Type.Integer(),
  payments: Type.Integer({
    description:
      'payments ledger entries of their bookings: kept for the books with amounts, method, day and staff, without the link to the person or the payment reference',
  }),
})
export type ErasureReport = Static<typeof ErasureReport>
