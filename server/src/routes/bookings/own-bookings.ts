import { timingSafeEqual } from 'node:crypto'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { BookingClaim, Id, OwnBooking, VisitorBooking } from '@labsite/shared'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from './bookings-repository'
import { sendPrivateFile } from './private-file-answer'
import { auditReportDownload, REPORT_FILE, sha256 } from './report-files'
import { storedBooking, toVisitorBooking } from './visitor-booking'

/** "My bookings" for an account: the list, claiming a booking made before signing in, report downloads. */
const ownBookings: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const signedIn = [app.authenticate]
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }

  app.get(
    '/user/bookings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        summary: "The signed-in visitor's own bookings, newest first",
        security: BEARER,
        response: { 200: Type.Array(OwnBooking), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const bookings = await repository.listForUser(request.user.id)
      return bookings.map((booking) => ({ ...toVisitorBooking(booking), address: booking.address }))
    },
  )

  app.post(
    '/user/bookings/claim',
    {
      onRequest: signedIn,
      config: { rateLimit: guestLimit },
      schema: {
        tags: ['bookings'],
        summary: 'Add a booking made before signing in, with the claim token its 201 gave that browser',
        security: BEARER,
        body: BookingClaim,
        response: { 200: VisitorBooking, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const { reference, claimToken } = request.body
      const row = await repository.findRow({ reference: reference.toUpperCase() })
      const expected = row?.claim_hash ? Buffer.from(row.claim_hash) : null
      const given = Buffer.from(sha256(claimToken))
      if (!row || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw app.httpErrors.notFound('No booking with this reference and token')
      }
      if (row.user_id && row.user_id !== request.user.id) {
        throw app.httpErrors.conflict('This booking belongs to another account')
      }
      await repository.setOwner(row.id, request.user.id)
      return toVisitorBooking(await storedBooking(app, repository, row.id))
    },
  )

  app.get(
    '/user/bookings/:id/reports/:fileId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        summary: 'Download a report of one of my bookings (audited)',
        security: BEARER,
        params: Type.Object({ id: Id, fileId: Id }),
        response: { 200: REPORT_FILE, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const row = await repository.findRow({ id: request.params.id })
      const file = row ? await repository.findFile(row.id, request.params.fileId) : null
      // Someone else's booking answers exactly as a missing one: nothing is revealed.
      if (!row || row.user_id !== request.user.id || !file || file.kind !== 'report') {
        throw app.httpErrors.notFound('Report not found')
      }
      await auditReportDownload(app, request, row.id, file.id, 'account')
      return sendPrivateFile(request, reply, store, file)
    },
  )
}

export default ownBookings
