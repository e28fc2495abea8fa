import { createHmac, timingSafeEqual } from 'node:crypto'
import { BOOKING_LINK_DAYS, PATHS } from '@labsite/shared'
import fp from 'fastify-plugin'

/** What a booking mail needs to point at the site: its address, and one booking's own page. */
export type MailLinks = {
  publicUrl: string
  /** `/track-booking?reference=…#key=…`: opens that booking directly, for BOOKING_LINK_DAYS. */
  trackUrl: (booking: { id: string; reference: string }) => string
}

export type BookingLinks = MailLinks & {
  /** Whether `key` is an unexpired link key made for this booking by this server. */
  opens: (bookingId: string, key: string) => boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    bookingLinks: BookingLinks
  }
}

/** Link keys start so; a key is never taken for an e-mail address or a phone number. */
export const LINK_KEY_PREFIX = 'L1-'
const DAY_MS = 86_400_000

/**
 * Signed one-booking links (issue 24): `L1-<expiry, base 36 seconds>-<HMAC of booking id and expiry>`,
 * with a key derived from the signing secret, stored nowhere. The key rides in the URL's fragment, so
 * it never reaches a server log or a Referer; the track page sends it as the booking's `contact`.
 */
export function createBookingLinks(publicUrl: string, secret: string, now = () => Date.now()): BookingLinks {
  const key = createHmac('sha256', secret).update('labsite booking links').digest()
  const sign = (bookingId: string, expires: string) =>
    createHmac('sha256', key).update(`${bookingId}:${expires}`).digest('base64url').slice(0, 32)
  return {
    publicUrl,
    trackUrl: (booking) => {
      const expires = Math.floor((now() + BOOKING_LINK_DAYS * DAY_MS) / 1000).toString(36)
      const linkKey = `${LINK_KEY_PREFIX}${expires}-${sign(booking.id, expires)}`
      return `${publicUrl}${PATHS.trackBooking}?reference=${encodeURIComponent(booking.reference)}#key=${linkKey}`
    },
    opens: (bookingId, given) => {
      if (!given.startsWith(LINK_KEY_PREFIX)) return false
      // The signature is base64url, which has '-' of its own: the expiry ends at the first one.
      const body = given.slice(LINK_KEY_PREFIX.length)
      const cut = body.indexOf('-')
      const [expires, signature] = [body.slice(0, cut), body.slice(cut + 1)]
      if (cut < 1 || !/^[0-9a-z]+$/.test(expires)) return false
      const expiresAt = Number.parseInt(expires, 36) * 1000
      if (!Number.isFinite(expiresAt) || expiresAt <= now()) return false
      const expected = Buffer.from(sign(bookingId, expires))
      const actual = Buffer.from(signature)
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
  }
}

export default fp(
  async (app) => {
    app.decorate('bookingLinks', createBookingLinks(app.config.publicUrl, app.config.jwtSecret))
  },
  { name: 'booking-links', dependencies: ['config'] },
)
