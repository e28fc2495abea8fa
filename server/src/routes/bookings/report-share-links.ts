import { randomBytes } from 'node:crypto'
import { type CreatedReportShare, REPORT_SHARE_DEFAULT_DAYS } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { BookingsRepository } from './bookings-repository'
import { sha256 } from './report-files'
import type { ReportSharesRepository } from './report-shares-repository'

/** Making and revoking a booking's report links, for the guest's routes and the account's alike; audited, not announced (no staff screen lists them). */
export function reportShareLinks(
  app: FastifyInstance,
  repository: BookingsRepository,
  shares: ReportSharesRepository,
) {
  return {
    /** A new link to one report of the booking, for `days` days; only the token's hash is kept. */
    async create(
      request: FastifyRequest,
      bookingId: string,
      fileId: string,
      days = REPORT_SHARE_DEFAULT_DAYS,
    ): Promise<CreatedReportShare> {
      const file = await repository.findFile(bookingId, fileId)
      if (file?.kind !== 'report') throw app.httpErrors.notFound('Report not found')
      const token = randomBytes(24).toString('base64url')
      const expiresAt = new Date(Date.now() + days * 86_400_000)
      const share = await app.knex.transaction(async (trx) => {
        const made = await shares.insert(bookingId, file.id, sha256(token), expiresAt, trx)
        await app.writeRule.action(request, trx, {
          action: 'create',
          entity: 'report-share',
          entityId: made.id,
          after: { bookingId, fileId: file.id, days },
          announces: null,
        })
        return made
      })
      return { ...share, url: `${app.config.publicUrl}/api/shared-reports/${token}` }
    },

    list: (bookingId: string) => shares.listForBooking(bookingId),

    async revoke(request: FastifyRequest, bookingId: string, shareId: string): Promise<void> {
      await app.knex.transaction(async (trx) => {
        if (!(await shares.revoke(bookingId, shareId, trx))) throw app.httpErrors.notFound('No such link')
        await app.writeRule.action(request, trx, {
          action: 'update',
          entity: 'report-share',
          entityId: shareId,
          after: { revoked: true },
          announces: null,
        })
      })
    },
  }
}

export type ReportShareLinks = ReturnType<typeof reportShareLinks>
