import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { CreatedReportShare, Id, ReportShare, ReportShareRequest } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from './bookings-repository'
import type { ReportShareLinks } from './report-share-links'

/** The report links of a signed-in visitor's own bookings. */
const ownReportShares: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  links: ReportShareLinks
}> = async (app, { repository, links }) => {
  const signedIn = [app.authenticate]

  /** The booking, if it is the caller's; else 404 as for a missing one. */
  async function ownBooking(request: FastifyRequest, id: string) {
    const row = await repository.findRow({ id })
    if (!row || row.user_id !== request.user.id) throw app.httpErrors.notFound('Booking not found')
    return row
  }

  app.post(
    '/user/bookings/:id/reports/:fileId/share',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        summary:
          'Make a link that opens one of my reports without an account, for `days` days (7 by default)',
        security: BEARER,
        params: Type.Object({ id: Id, fileId: Id }),
        body: Type.Optional(ReportShareRequest),
        response: { 201: CreatedReportShare, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const booking = await ownBooking(request, request.params.id)
      return reply
        .code(201)
        .send(await links.create(request, booking.id, request.params.fileId, request.body?.days))
    },
  )

  app.get(
    '/user/bookings/:id/shares',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        summary: "The links made to this booking's reports, newest first, with when each was opened",
        security: BEARER,
        params: Type.Object({ id: Id }),
        response: { 200: Type.Array(ReportShare), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const booking = await ownBooking(request, request.params.id)
      reply.header('cache-control', 'private, no-store')
      return links.list(booking.id)
    },
  )

  app.delete(
    '/user/bookings/:id/shares/:shareId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        summary: 'Revoke a link: it opens nothing from now on',
        security: BEARER,
        params: Type.Object({ id: Id, shareId: Id }),
        response: { 204: Type.Null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const booking = await ownBooking(request, request.params.id)
      await links.revoke(request, booking.id, request.params.shareId)
      return reply.code(204).send(null)
    },
  )
}

export default ownReportShares
