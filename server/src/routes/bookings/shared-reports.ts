import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from './bookings-repository'
import { sendPrivateFile } from './private-file-answer'
import { REPORT_FILE, sha256 } from './report-files'
import type { ReportSharesRepository } from './report-shares-repository'

/** A shared report opened by its link, with no account (a doctor reading it); every open is audited. */
const sharedReports: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  shares: ReportSharesRepository
  store: PrivateFileStore
}> = async (app, { repository, shares, store }) => {
  app.get(
    '/shared-reports/:token',
    {
      config: { rateLimit: { max: app.config.rateLimitAuth * 6, timeWindow: 60_000 } },
      schema: {
        tags: ['bookings'],
        summary: 'Open a shared report (no account): 404 once the link has expired or was revoked (audited)',
        params: Type.Object({
          token: Type.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
        response: { 200: REPORT_FILE, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const share = await shares.findOpenable(sha256(request.params.token))
      const file = share ? await repository.findFile(share.booking_id, share.file_id) : null
      if (!share || !file)
        throw app.httpErrors.notFound('This link has expired or was revoked: ask for a new one')
      await shares.countOpened(share.id)
      await app.audit(request, {
        action: 'download',
        entity: 'booking',
        entityId: share.booking_id,
        after: { fileId: file.id, kind: 'report', via: 'share link', shareId: share.id },
      })
      // Opened in the browser's PDF viewer, not saved: a doctor reads it where the link opens.
      return sendPrivateFile(request, reply, store, file, { inline: true })
    },
  )
}

export default sharedReports
