import { randomBytes } from 'node:crypto'
import { type CreatedReportShare, REPORT_SHARE_DEFAULT_DAYS } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { BookingsRepository } from './bookings-repository'
import { sha256 } from './report-files'
import type { ReportSharesRepository } from './report-shares-repository'

/** Making and revoking a booking's report links, for the guest's routes and the account's alike; audited. */
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
      const share = await shares.insert(
        bookingId,
        file.id,
        sha256(token),
        new Date(Date.now() + days * 86_400_000),
      )
      await app.audit(request, {
        action: 'create',
        entity: 'report-share',
        entityId: share.id,
        after: { bookingId, fileId: file.id, days },
      })
      return { ...share, url: `${app.config.publicUrl}/api/shared-reports/${token}` }
    },

    list: (bookingId: string) => shares.listForBooking(bookingId),

    async revoke(request: FastifyRequest, bookingId: string, shareId: string): Promise<void> {
      if (!(await shares.revoke(bookingId, shareId))) throw app.httpErrors.notFound('No such link')
      await app.audit(request, {
        action: 'update',
        entity: 'report-share',
        entityId: shareId,
        after: { revoked: true },
      })
    },
  }
}

export type ReportShareLinks = ReturnType<typeof reportShareLinks>
