import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bodyText, bodyValue } from '../../lib/kits/body-field'
import type { BookingRow, BookingsRepository } from '../bookings/bookings-repository'
import { guestProves } from '../bookings/guest-access'
import { auditGuestLookup, guestLookupLimits } from '../bookings/guest-lookup-limits'

/**
 * Who may pay for or ask about a booking's online payment: with a bearer token, the account that owns
 * it; without one, a guest with its reference and e-mail or phone, or a link key from its mails, as the
 * other guest routes. A guest's try is rate-limited per reference and contact and audited, found or not.
 */
export function bookingAccess(app: FastifyInstance, repository: BookingsRepository) {
  const guestLimits = guestLookupLimits(app)
  return {
    /** preHandler: the guest limits, for a guest's proof only (a signed-in owner is not counted as a guess). */
    limit: async (request: FastifyRequest) => {
      if (bodyValue(request, 'reference')) await guestLimits(request)
    },
    async booking(request: FastifyRequest, id: string, what: string): Promise<BookingRow> {
      const reference = bodyText(request, 'reference')
      const contact = bodyText(request, 'contact')
      if (request.headers.authorization) {
        await app.authenticate(request)
        const row = await repository.findRow({ id })
        if (row && row.user_id === request.user.id) return row
        // Signed in, yet paying for a booking opened by its mail's link: the guest's proof decides.
        if (!reference || !contact) throw app.httpErrors.notFound('Booking not found')
      }
      if (!reference || !contact) {
        throw app.httpErrors.unauthorized(
          'Please log in, or give the booking reference and the e-mail or phone it was made with',
        )
      }
      const row = await repository.findRow({ reference: reference.toUpperCase() })
      const found = row && row.id === id && guestProves(app, row, contact) ? row : null
      await auditGuestLookup(app, request, what, found?.id ?? null)
      if (!found) throw app.httpErrors.notFound('No booking with this reference and e-mail or phone')
      return found
    },
  }
}
