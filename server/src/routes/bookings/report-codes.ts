import { randomInt } from 'node:crypto'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { Id, REPORT_CODE_MINUTES, ReportCodeDownload, ReportCodeRequest } from '@labsite/shared'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { errorResponses } from '../../lib/kits/route-answers'
import { reportCodeMail } from '../../mail/booking-mails'
import { bookingMailLanguage } from '../../mail/mail-language'
import type { BookingsRepository } from './bookings-repository'
import { findGuestBooking } from './guest-access'
import { guestLookupLimits } from './guest-lookup-limits'
import { sendPrivateFile } from './private-file-answer'
import { auditReportDownload, REPORT_FILE, sha256 } from './report-files'
import { storedBooking } from './visitor-booking'

const MAX_CODE_TRIES = 5

/** A guest downloads a report with a one-time code e-mailed to the booking's address. */
const reportCodes: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const perReferenceAndContact = guestLookupLimits(app)

  /** Spends one try of the booking's live code: true when `code` is it (the code is then used up). */
  const useCode = (bookingId: string, code: string) =>
    app.knex.transaction(async (trx) => {
      const live = await repository.liveReportCodeForUpdate(bookingId, trx)
      if (!live || live.attempts >= MAX_CODE_TRIES) return false
      if (live.code_hash !== sha256(`${bookingId}:${code}`)) {
        await repository.countWrongReportCode(live.id, trx)
        return false
      }
      await repository.useReportCode(live.id, trx)
      return true
    })

  app.post(
    '/bookings/report-code',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary:
          "E-mail a one-time report download code to the booking's address (same answer whether or not it matched)",
        body: ReportCodeRequest,
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const row = await findGuestBooking(app, repository, request, 'report code')
      if (row?.status === 'report-ready') {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
        const booking = await storedBooking(app, repository, row.id)
        await app.knex.transaction(async (trx) => {
          await repository.replaceReportCode(
            row.id,
            sha256(`${row.id}:${code}`),
            new Date(Date.now() + REPORT_CODE_MINUTES * 60_000),
            trx,
          )
          const language = await bookingMailLanguage(trx, booking.id)
          await app.outbox.enqueue(reportCodeMail(booking, code, REPORT_CODE_MINUTES, language), trx)
        })
      }
      return reply.code(202).send({
        message:
          'If the reference and contact match a booking with a ready report, a code is on its way by e-mail.',
      })
    },
  )

  app.post(
    '/bookings/reports/:fileId',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary: 'Download a report with the booking reference and a one-time e-mailed code (audited)',
        params: Type.Object({ fileId: Id }),
        body: ReportCodeDownload,
        response: { 200: REPORT_FILE, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = await repository.findRow({ reference: request.body.reference.toUpperCase() })
      const file = row ? await repository.findFile(row.id, request.params.fileId) : null
      if (!row || !file || file.kind !== 'report') throw app.httpErrors.notFound('Report not found')
      if (!(await useCode(row.id, request.body.code)))
        throw app.httpErrors.forbidden('This code is wrong, used or expired: ask for a new one')
      await auditReportDownload(app, request, row.id, file.id, 'one-time code')
      return sendPrivateFile(request, reply, store, file)
    },
  )
}

export default reportCodes
