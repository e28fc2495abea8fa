import type { ReportShare } from '@labsite/shared'
import type { Knex } from 'knex'

interface ShareRow {
  id: string
  booking_id: string
  file_id: string
  expires_at: Date
  revoked_at: Date | null
  opened_count: number
  last_opened_at: Date | null
}

const SHARE_COLUMNS = ['id', 'file_id', 'expires_at', 'revoked_at', 'opened_count', 'last_opened_at'] as const

const toShare = (row: Omit<ShareRow, 'booking_id'>): ReportShare => ({
  id: row.id,
  fileId: row.file_id,
  expiresAt: new Date(row.expires_at).toISOString(),
  revoked: row.revoked_at !== null,
  openedCount: row.opened_count,
  lastOpenedAt: row.last_opened_at ? new Date(row.last_opened_at).toISOString() : null,
})

/** Links that open one report without an account: only each token's hash is kept. */
export function createReportSharesRepository(knex: Knex) {
  const shares = (trx?: Knex.Transaction) => (trx ?? knex)<ShareRow>('report_shares')
  return {
    async insert(
      bookingId: string,
      fileId: string,
      tokenHash: string,
      expiresAt: Date,
      trx?: Knex.Transaction,
    ): Promise<ReportShare> {
      const [row] = await (trx ?? knex)('report_shares')
        .insert({ booking_id: bookingId, file_id: fileId, token_hash: tokenHash, expires_at: expiresAt })
        .returning([...SHARE_COLUMNS])
      return toShare(row)
    },

    /** The booking's links, newest first. */
    async listForBooking(bookingId: string): Promise<ReportShare[]> {
      const rows = await shares().where({ booking_id: bookingId }).orderBy('created_at', 'desc')
      return rows.map(toShare)
    },

    /** Whether the booking had this link (it opens nothing from now on). */
    async revoke(bookingId: string, shareId: string, trx?: Knex.Transaction): Promise<boolean> {
      const revoked = await shares(trx)
        .where({ id: shareId, booking_id: bookingId })
        .update({ revoked_at: knex.fn.now() })
      return Boolean(revoked)
    },

    /** The link with this token hash while it works: not revoked, not expired. */
    async findOpenable(tokenHash: string): Promise<ShareRow | null> {
      const row = await knex('report_shares')
        .where({ token_hash: tokenHash })
        .whereNull('revoked_at')
        .where('expires_at', '>', new Date())
        .first()
      return row ?? null
    },

    async countOpened(id: string): Promise<void> {
      await knex('report_shares')
        .where({ id })
        .update({ opened_count: knex.raw('opened_count + 1'), last_opened_at: knex.fn.now() })
    },
  }
}

export type ReportSharesRepository = ReturnType<typeof createReportSharesRepository>
