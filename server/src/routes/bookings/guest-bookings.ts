import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BookingLookup, GuestMessagesChoice, normalizePhone, VisitorBooking } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import { setMessagesTo } from '../../messages/phone-outbox'
import type { BookingsRepository } from './bookings-repository'
import { findGuestBooking } from './guest-access'
import { guestLookupLimits } from './guest-lookup-limits'
import { storedBooking, toVisitorBooking } from './visitor-booking'

// The opt-out links stop a channel; the track page can turn it back on, which is the person's own choice
// made with the booking's reference and contact (or its signed link), as the stop is.
const MESSAGE_SWITCHES = [
  {
    path: '/bookings/messages-off',
    on: false,
    summary:
      "Stop the WhatsApp messages of a booking's number, or (channel mail) the update e-mails of its address: the opt-out links, no sign-in",
  },
  {
    path: '/bookings/messages-on',
    on: true,
    summary:
      "Turn the WhatsApp messages of a booking's number, or (channel mail) the update e-mails of its address, back on: no sign-in",
  },
] as const

/** A guest's booking by its reference and contact: looked up, and its messages stopped or started. */
const guestBookings: FastifyPluginAsyncTypebox<{ repository: BookingsRepository }> = async (
  app,
  { repository },
) => {
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const perReferenceAndContact = guestLookupLimits(app)

  app.post(
    '/bookings/lookup',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary: 'Look a booking up by its reference and the e-mail or phone it was made with (rate-limited)',
        body: BookingLookup,
        response: { 200: VisitorBooking, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const found = await findGuestBooking(app, repository, request, 'status')
      if (!found) throw app.httpErrors.notFound('No booking with this reference and e-mail or phone')
      reply.header('cache-control', 'private, no-store')
      return toVisitorBooking(await storedBooking(app, repository, found.id))
    },
  )

  for (const { path, on, summary } of MESSAGE_SWITCHES) {
    app.post(
      path,
      {
        config: { rateLimit: guestLimit },
        preHandler: perReferenceAndContact,
        schema: {
          tags: ['bookings'],
          summary,
          body: GuestMessagesChoice,
          response: { 200: VisitorBooking, ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const found = await findGuestBooking(app, repository, request, on ? 'messages on' : 'messages off')
        if (!found) throw app.httpErrors.notFound('No booking with this reference and e-mail or phone')
        await setMessagesTo(
          app,
          request.body.channel === 'mail'
            ? { channel: 'mail', email: found.email }
            : { channel: 'whatsapp', phone: normalizePhone(found.phone) ?? found.phone },
          on,
        )
        reply.header('cache-control', 'private, no-store')
        return toVisitorBooking(await storedBooking(app, repository, found.id))
      },
    )
  }
}

export default guestBookings
