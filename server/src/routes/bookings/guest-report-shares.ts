import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { BookingLookup, CreatedReportShare, Id, ReportShare, ReportShareRequest } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { errorResponses } from '../../lib/kits/route-answers'
import { LINK_KEY_PREFIX } from '../../plugins/booking-links'
import type { BookingsRepository } from './bookings-repository'
import { findGuestBooking } from './guest-access'
import { guestLookupLimits } from './guest-lookup-limits'
import type { ReportShareLinks } from './report-share-links'

const GuestShareRequest = Type.Object(
  { ...BookingLookup.properties, ...ReportShareRequest.properties },
  { additionalProperties: false },
)

/** A guest's report links, from the booking opened with its mail's signed link. */
const guestReportShares: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  links: ReportShareLinks
}> = async (app, { repository, links }) => {
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const perReferenceAndContact = guestLookupLimits(app)

  /**
   * A guest's booking for sharing: only the signed link of its mails or messages proves it. A typed
   * e-mail or phone does not, as it does not download the report either (that takes an e-mailed code).
   */
  async function guestBooking(request: FastifyRequest & { body: BookingLookup }) {
    const { contact } = request.body
    const row = await findGuestBooking(app, repository, request, 'report share')
    if (!row) throw app.httpErrors.notFound('No booking with this reference and e-mail or phone')
    if (!contact.trim().startsWith(LINK_KEY_PREFIX))
      throw app.httpErrors.forbidden(
        'Open your booking from the link in its e-mail or WhatsApp message to share its report',
      )
    return row
  }

  app.post(
    '/bookings/reports/:fileId/share',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary:
          "A guest's link to one report of their booking (opened from its mail's signed link), for `days` days",
        params: Type.Object({ fileId: Id }),
        body: GuestShareRequest,
        response: { 201: CreatedReportShare, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const booking = await guestBooking(request)
      return reply
        .code(201)
        .send(await links.create(request, booking.id, request.params.fileId, request.body.days))
    },
  )

  app.post(
    '/bookings/shares',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary: "A guest's report links of their booking, newest first (opened from its mail's signed link)",
        body: BookingLookup,
        response: { 200: Type.Array(ReportShare), ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const booking = await guestBooking(request)
      reply.header('cache-control', 'private, no-store')
      return links.list(booking.id)
    },
  )

  app.post(
    '/bookings/shares/:shareId/revoke',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary: "A guest revokes one of their booking's report links",
        params: Type.Object({ shareId: Id }),
        body: BookingLookup,
        response: { 204: Type.Null(), ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const booking = await guestBooking(request)
      await links.revoke(request, booking.id, request.params.shareId)
      return reply.code(204).send(null)
    },
  )
}

export default guestReportShares
