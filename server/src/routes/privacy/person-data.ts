import type { ErasureReport } from '@labsite/shared'
import type { Knex } from 'knex'
import { containsPattern } from '../../lib/list-filters'
import {
  type ConsultationFileRow,
  type ConsultationRow,
  toConsultation,
} from '../consultations/consultations-repository'
import { type ContactMessageRow, toContactMessage } from '../contact/contact-repository'
import { type ReferralRow, toReferral } from '../referrals/referrals-repository'

const byEmail = (column: string, email: string) => [`lower(${column}) = lower(?)`, [email]] as const
const likeText = (email: string) => containsPattern(email.toLowerCase())

/** Every row that is about one person (by e-mail address), read in one transaction. */
async function findPersonRows(trx: Knex.Transaction, email: string) {
  const consultations: ConsultationRow[] = await trx('consultations').whereRaw(...byEmail('email', email))
  const files: ConsultationFileRow[] = await trx('consultation_files').whereIn(
    'consultation_id',
    consultations.map((row) => row.id),
  )
  const contactMessages: ContactMessageRow[] = await trx('contact_messages').whereRaw(
    ...byEmail('email', email),
  )
  const referrals: ReferralRow[] = await trx('referrals')
    .whereRaw(...byEmail('referrer_email', email))
    .orWhereRaw(...byEmail('friend_email', email))
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
  const recordIds = [...consultations, ...contactMessages, ...referrals, ...accounts].map((row) => row.id)
  const mails = await trx('outbox')
    .select('id', 'kind', 'recipient', 'subject', 'status', 'created_at', 'sent_at')
    .whereIn('related_id', recordIds)
    .orWhereRaw(...byEmail('recipient', email))
    .orWhereRaw(...byEmail('reply_to', email))
    .orWhereRaw(`lower(text) like ?`, [likeText(email)])
  return { consultations, files, contactMessages, referrals, accounts, recordIds, mails }
}

/** Everything the lab keeps about a person, as the JSON of a privacy export, and the files to put beside it. */
export async function collectPersonData(knex: Knex, email: string) {
  return knex.transaction(async (trx) => {
    const rows = await findPersonRows(trx, email)
    const filesOf = (id: string) => rows.files.filter((file) => file.consultation_id === id)
    return {
      data: {
        email,
        exportedAt: new Date().toISOString(),
        accounts: rows.accounts.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone,
          role: row.role,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        consultations: rows.consultations.map((row) => toConsultation(row, filesOf(row.id))),
        contactMessages: rows.contactMessages.map(toContactMessage),
        referrals: rows.referrals.map(toReferral),
        mails: rows.mails,
      },
      files: rows.files,
    }
  })
}

/**
 * Erases a person (DPDP Act 2023): bookings with their files, messages, referrals, account,
 * idempotency records and mails, and their address in earlier audit entries. Answers what went
 * (counts only) and the stored names of the files to remove once the transaction has committed.
 */
export async function erasePersonData(
  trx: Knex.Transaction,
  email: string,
): Promise<{ report: ErasureReport; storedFiles: string[]; erased: ErasedRecord[] }> {
  const rows = await findPersonRows(trx, email)
  const ids = (list: { id: string }[]) => list.map((row) => row.id)
  await trx('consultations').whereIn('id', ids(rows.consultations)).delete()
  await trx('contact_messages').whereIn('id', ids(rows.contactMessages)).delete()
  await trx('referrals').whereIn('id', ids(rows.referrals)).delete()
  await trx('users').whereIn('id', ids(rows.accounts)).delete()
  // Counted from `returning`: PGlite's driver answers a delete's count in another shape than pg's.
  const idempotencyRecords = await trx('idempotency_keys')
    .whereIn('resource_id', rows.recordIds)
    .orWhere((w) => {
      for (const account of rows.accounts) w.orWhere('scope', 'like', `% ${account.id}`)
    })
    .delete()
    .returning('key')
  const mails = await trx('outbox').whereIn('id', ids(rows.mails)).delete().returning('id')
  // Earlier audit entries keep what happened but lose who it was about.
  await trx('audit_log')
    .whereRaw(...byEmail('user_email', email))
    .update({ user_email: '' })
  for (const column of ['before', 'after']) {
    await trx('audit_log')
      .whereRaw(`lower(${column}::text) like ?`, [likeText(email)])
      .orWhere((w) => w.where('entity', 'user').whereIn('entity_id', ids(rows.accounts)))
      .update({ [column]: null })
  }
  return {
    report: {
      consultations: rows.consultations.length,
      files: rows.files.length,
      contactMessages: rows.contactMessages.length,
      referrals: rows.referrals.length,
      accounts: rows.accounts.length,
      idempotencyRecords: idempotencyRecords.length,
      mails: mails.length,
    },
    storedFiles: rows.files.map((file) => file.stored_name),
    erased: [
      ...rows.consultations.map((row) => ({ resource: 'consultation', id: row.id })),
      ...rows.contactMessages.map((row) => ({ resource: 'contact-message', id: row.id })),
      ...rows.referrals.map((row) => ({ resource: 'referral', id: row.id })),
    ],
  }
}

/** A deleted enquiry, as the change bus announces it (live admin lists drop it). */
export interface ErasedRecord {
  resource: string
  id: string
}

/** Terminal states: an enquiry in one of them is closed, and purged once older than RETENTION_DAYS. */
const CLOSED = [
  { table: 'consultations', status: 'closed', resource: 'consultation' },
  { table: 'contact_messages', status: 'replied', resource: 'contact-message' },
  { table: 'referrals', status: 'rewarded', resource: 'referral' },
] as const

/** Deletes closed enquiries not changed for `days` days; answers their ids and the stored names of their files. */
export async function purgeClosedEnquiries(trx: Knex.Transaction, days: number) {
  const cutoff = new Date(Date.now() - days * 86_400_000)
  const ids: string[] = []
  const erased: ErasedRecord[] = []
  let storedFiles: string[] = []
  for (const { table, status, resource } of CLOSED) {
    const found: string[] = await trx(table)
      .where({ status })
      .andWhere('updated_at', '<', cutoff)
      .forUpdate()
      .skipLocked()
      .pluck('id')
    if (table === 'consultations') {
      storedFiles = await trx('consultation_files').whereIn('consultation_id', found).pluck('stored_name')
    }
    await trx(table).whereIn('id', found).delete()
    ids.push(...found)
    erased.push(...found.map((id) => ({ resource, id })))
  }
  await trx('idempotency_keys').whereIn('resource_id', ids).delete()
  await trx('outbox').whereIn('related_id', ids).delete()
  return { ids, storedFiles, erased }
}
