import { type ErasureReport, formatPhone, normalizePhone } from '@labsite/shared'
import type { Knex } from 'knex'
import { containsPattern } from '../../lib/kits/list-filters'
import { dateOnly } from '../../lib/kits/records'
import { type BookingFileRow, type BookingRow, toBooking } from '../bookings/bookings-repository'
import { type ContactMessageRow, toContactMessage } from '../contact-messages/contact-messages-repository'
import type { PaymentRow } from '../payments/payments-repository'
import { type ReferralRow, toReferral } from '../referrals/referrals-repository'

const byEmail = (column: string, email: string) => [`lower(${column}) = lower(?)`, [email]] as const
const likeText = (email: string) => containsPattern(email.toLowerCase())

/** Numbers are stored in E.164, so a number is matched exactly: `+44 …` never finds the `+91 …` with its last ten digits. */
const byPhone = (column: string, e164: string) => [`${column} = ?`, [e164]] as const

/** How a stored number can appear in free text (mails, audit values): as stored, and as shown to people. */
const writtenForms = (phone: string) => {
  const e164 = normalizePhone(phone)
  return e164 ? [e164, formatPhone(e164)] : phone.replace(/\D/g, '').length >= 8 ? [phone] : []
}

/** The tables that can hold something of a person, directly or through a cascade from one that does. */
export const PERSON_TABLES = [
  'users',
  'password_reset_tokens',
  'revoked_tokens',
  'event_tickets',
  'bookings',
  'booking_files',
  'payments',
  // An issued invoice stays, blanked: its old version (who was billed) is a dead row until vacuumed.
  'invoices',
  'report_download_codes',
  'contact_messages',
  'referrals',
  'idempotency_keys',
  'outbox',
  'audit_log',
] as const

export interface Person {
  email: string
  phone?: string
}

/**
 * Every row that is about one person, read in one transaction: by e-mail address, by the account with
 * that address (a booking made signed in but typed with a relative's e-mail is still theirs), and by
 * phone number when one is given: read into E.164 by the one normaliser, whichever way it was typed.
 */
async function findPersonRows(trx: Knex.Transaction, person: Person) {
  const { email } = person
  const phone = person.phone ? normalizePhone(person.phone) : null
  const accounts: {
    id: string
    name: string
    email: string
    phone: string
    role: string
    created_at: Date
  }[] = await trx('users')
    .select('id', 'name', 'email', 'phone', 'role', 'created_at')
    .whereRaw(...byEmail('email', email))
  const accountIds = accounts.map((row) => row.id)
  const bookings: BookingRow[] = await trx('bookings').where((w) => {
    w.whereRaw(...byEmail('email', email)).orWhereIn('user_id', accountIds)
    if (phone) w.orWhereRaw(...byPhone('phone', phone))
  })
  const files: BookingFileRow[] = await trx('booking_files').whereIn(
    'booking_id',
    bookings.map((row) => row.id),
  )
  const payments: PaymentRow[] = await trx('payments')
    .whereIn(
      'booking_id',
      bookings.map((row) => row.id),
    )
    .orderBy([{ column: 'booking_reference' }, { column: 'position' }])
  const contactMessages: ContactMessageRow[] = await trx('contact_messages').where((w) => {
    w.whereRaw(...byEmail('email', email))
    if (phone) w.orWhereRaw(...byPhone('phone', phone))
  })
  const referrals: ReferralRow[] = await trx('referrals').where((w) => {
    w.whereRaw(...byEmail('referrer_email', email)).orWhereRaw(...byEmail('friend_email', email))
    if (phone) w.orWhereRaw(...byPhone('referrer_phone', phone)).orWhereRaw(...byPhone('friend_phone', phone))
  })
  const recordIds = [...bookings, ...contactMessages, ...referrals, ...accounts].map((row) => row.id)
  const mails = await trx('outbox')
    .select('id', 'kind', 'recipient', 'subject', 'status', 'created_at', 'sent_at')
    .whereIn('related_id', recordIds)
    .orWhereRaw(...byEmail('recipient', email))
    .orWhereRaw(...byEmail('reply_to', email))
    .orWhereRaw(`lower(text) like ?`, [likeText(email)])
  // What identifies them in free text elsewhere (audit entries, stored answers, mail files).
  const names = [...accounts, ...bookings, ...contactMessages]
    .map((row) => row.name?.trim())
    .filter((name): name is string => Boolean(name && name.length >= 3))
  const phones = [
    ...(phone ? [phone] : []),
    ...[...accounts, ...bookings, ...contactMessages].map((row) => row.phone ?? ''),
  ].flatMap(writtenForms)
  const identifiers = [...new Set([email, ...names, ...phones].map((value) => value.toLowerCase()))]
  // What points at their records without naming them: ids and booking references. A guest's stored
  // lookup answer, or a staff search that listed their booking, can hold only these.
  const recordMarks = [...new Set([...recordIds, ...bookings.map((row) => row.reference)])].flatMap(
    (value) => (value ? [value.toLowerCase()] : []),
  )
  return {
    bookings,
    files,
    payments,
    contactMessages,
    referrals,
    accounts,
    recordIds,
    mails,
    identifiers,
    recordMarks,
  }
}

/** Everything the lab keeps about a person, as the JSON of a privacy export, and the files to put beside it. */
export async function collectPersonData(knex: Knex, person: Person) {
  return knex.transaction(async (trx) => {
    const rows = await findPersonRows(trx, person)
    const filesOf = (id: string) => rows.files.filter((file) => file.booking_id === id)
    return {
      data: {
        email: person.email,
        ...(person.phone ? { phone: person.phone } : {}),
        exportedAt: new Date().toISOString(),
        accounts: rows.accounts.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone,
          role: row.role,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        bookings: rows.bookings.map((row) => toBooking(row, filesOf(row.id))),
        payments: rows.payments.map(exportedPayment),
        contactMessages: rows.contactMessages.map(toContactMessage),
        referrals: rows.referrals.map(toReferral),
        mails: rows.mails,
      },
      files: rows.files,
    }
  })
}

/** A payment as the person's export shows it: what was paid or refunded, how, when and to whom. */
const exportedPayment = (row: PaymentRow) => ({
  booking: row.booking_reference,
  kind: row.reverses ? 'refund' : 'payment',
  method: row.method,
  amount: Number(row.amount),
  currency: row.currency,
  reference: row.reference,
  takenBy: row.created_by_name,
  labDay: typeof row.lab_day === 'string' ? row.lab_day.slice(0, 10) : dateOnly(row.lab_day),
  createdAt: new Date(row.created_at).toISOString(),
})

/**
 * Erases a person (DPDP Act 2023): bookings with their files, messages, referrals, account,
 * idempotency records and mails, and their address in earlier audit entries. Answers what went
 * (counts only) and the stored names of the files to remove once the transaction has committed.
 */
export async function erasePersonData(
  trx: Knex.Transaction,
  person: Person,
): Promise<{
  report: ErasureReport
  storedFiles: string[]
  erased: ErasedRecord[]
  identifiers: string[]
}> {
  const { email } = person
  const rows = await findPersonRows(trx, person)
  const mentionsThem = (column: string) => (w: Knex.QueryBuilder) => {
    for (const identifier of [...rows.identifiers, ...rows.recordMarks])
      w.orWhereRaw(`lower(${column}) like ?`, [likeText(identifier)])
  }
  const ids = (list: { id: string }[]) => list.map((row) => row.id)
  // The ledger is the lab's books, never deleted (only reversed): the entries stay with amount, method,
  // day and staff member, and lose what points at the person — the booking (set null as it goes) and
  // the payment's own reference (a UPI or card transaction id leads back to their account).
  await trx('payments').whereIn('id', ids(rows.payments)).update({ reference: '' })
  // Issued invoices are tax records with gap-free numbers: they stay with their amounts and lose who
  // was billed (a B2C invoice under ₹50,000 need not name its buyer).
  await trx('invoices')
    .whereIn('booking_id', ids(rows.bookings))
    .update({ bill_to: JSON.stringify({ name: '', phone: '', email: '' }) })
  await trx('bookings').whereIn('id', ids(rows.bookings)).delete()
  await trx('contact_messages').whereIn('id', ids(rows.contactMessages)).delete()
  await trx('referrals').whereIn('id', ids(rows.referrals)).delete()
  await trx('users').whereIn('id', ids(rows.accounts)).delete()
  // Counted from `returning`: PGlite's driver answers a delete's count in another shape than pg's.
  const idempotencyRecords = await trx('idempotency_keys')
    .whereIn('resource_id', rows.recordIds)
    .orWhere((w) => {
      for (const account of rows.accounts) w.orWhere('scope', 'like', `%${account.id}`)
    })
    // A stored answer naming them (a guest's lookup of their booking) could otherwise be replayed.
    .orWhere(mentionsThem('response_body'))
    .delete()
    .returning('key')
  const mails = await trx('outbox').whereIn('id', ids(rows.mails)).delete().returning('id')
  // Earlier audit entries keep what happened but lose who it was about.
  await trx('audit_log')
    .whereRaw(...byEmail('user_email', email))
    .update({ user_email: '' })
  // Staff searches for their name or phone, and the values of edits to their records, go with them.
  for (const column of ['before', 'after']) {
    await trx('audit_log')
      .where(mentionsThem(`${column}::text`))
      .orWhere((w) => w.where('entity', 'user').whereIn('entity_id', ids(rows.accounts)))
      .update({ [column]: null })
  }
  // A staff search for part of their name or phone ("rao", "94567") that listed nobody still says whom
  // staff looked for: a list entry whose search text is part of what identifies them loses its values.
  await trx('audit_log')
    .where('action', 'list')
    .whereRaw(`length(coalesce("after"->>'q', '')) >= 3`)
    .where((w) => {
      for (const identifier of rows.identifiers)
        w.orWhereRaw(`position(lower("after"->>'q') in ?) > 0`, [identifier])
    })
    .update({ after: null })
  return {
    report: {
      bookings: rows.bookings.length,
      files: rows.files.length,
      contactMessages: rows.contactMessages.length,
      referrals: rows.referrals.length,
      accounts: rows.accounts.length,
      idempotencyRecords: idempotencyRecords.length,
      mails: mails.length,
      payments: rows.payments.length,
    },
    storedFiles: rows.files.map((file) => file.stored_name),
    identifiers: rows.identifiers,
    erased: [
      ...rows.bookings.map((row) => ({ resource: 'booking', id: row.id })),
      ...rows.contactMessages.map((row) => ({ resource: 'contact-message', id: row.id })),
      ...rows.referrals.map((row) => ({ resource: 'referral', id: row.id })),
      // The Mail tab lists the messages sent to them: a console's kept copy of that list goes too.
      ...rows.mails.map((row) => ({ resource: 'mail', id: row.id })),
    ],
  }
}

/** A deleted enquiry, as the change bus announces it (live admin lists drop it). */
export interface ErasedRecord {
  resource: string
  id: string
}

/**
 * Every state has its period: a finished enquiry (closed, cancelled, its report delivered,
 * replied, rewarded) goes RETENTION_DAYS after its last change; one left open and untouched for twice
 * that is abandoned and goes too, so nothing is kept for ever by being forgotten.
 */
const RETENTION = [
  { table: 'bookings', finished: ['closed', 'cancelled', 'report-ready'], resource: 'booking' },
  { table: 'contact_messages', finished: ['replied'], resource: 'contact-message' },
  { table: 'referrals', finished: ['rewarded'], resource: 'referral' },
] as const

/** Deletes enquiries past their period; answers their ids and the stored names of their files. */
export async function purgeClosedEnquiries(trx: Knex.Transaction, days: number) {
  const finishedBefore = new Date(Date.now() - days * 86_400_000)
  const abandonedBefore = new Date(Date.now() - 2 * days * 86_400_000)
  const ids: string[] = []
  const erased: ErasedRecord[] = []
  let storedFiles: string[] = []
  for (const { table, finished, resource } of RETENTION) {
    const found: string[] = await trx(table)
      .where((w) =>
        w
          .where((finishedOnes) =>
            finishedOnes.whereIn('status', finished).andWhere('updated_at', '<', finishedBefore),
          )
          .orWhere('updated_at', '<', abandonedBefore),
      )
      .forUpdate()
      .skipLocked()
      .pluck('id')
    if (table === 'bookings') {
      storedFiles = await trx('booking_files').whereIn('booking_id', found).pluck('stored_name')
      // Their payments stay in the books as at an erasure: amounts kept, the person's reference not.
      await trx('payments').whereIn('booking_id', found).update({ reference: '' })
    }
    await trx(table).whereIn('id', found).delete()
    ids.push(...found)
    erased.push(...found.map((id) => ({ resource, id })))
  }
  await trx('idempotency_keys').whereIn('resource_id', ids).delete()
  await trx('outbox').whereIn('related_id', ids).delete()
  return { ids, storedFiles, erased }
}
