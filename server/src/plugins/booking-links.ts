import {
  BOOKING_LINK_DAYS,
  type MessagesChannel,
  PATHS,
  STOP_MESSAGES_QUERY,
  STOP_MESSAGES_VALUES,
} from '@labsite/shared'
import fp from 'fastify-plugin'
import { createLinkSigner, LINK_KEY_PREFIX } from '../lib/infrastructure/signed-links'

/** What a booking mail needs to point at the site: its address, and one booking's own page. */
export type MailLinks = {
  publicUrl: string
  /**
   * `/track-booking?reference=…#key=…`: opens that booking directly, for BOOKING_LINK_DAYS; with
   * `stop` the page offers at once to stop that channel's messages (WhatsApp to the booking's number,
   * or the update e-mails to its address).
   */
  trackUrl: (booking: { id: string; reference: string }, options?: { stop?: MessagesChannel }) => string
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

export { LINK_KEY_PREFIX }

const DAY_MS = 86_400_000

/**
 * Signed one-booking links: a signed link key (lib/infrastructure/signed-links) for the booking's id. The
 * key rides in the URL's fragment, so it never reaches a server log or a Referer; the track page sends
 * it as the booking's `contact`.
 */
export function createBookingLinks(publicUrl: string, secret: string, now = () => Date.now()): BookingLinks {
  const signer = createLinkSigner(secret, 'labsite booking links', now)
  return {
    publicUrl,
    trackUrl: (booking, options) => {
      const { key } = signer.keyFor(booking.id, BOOKING_LINK_DAYS * DAY_MS)
      const stop = options?.stop ? `&${STOP_MESSAGES_QUERY}=${STOP_MESSAGES_VALUES[options.stop]}` : ''
      return `${publicUrl}${PATHS.trackBooking}?reference=${encodeURIComponent(booking.reference)}${stop}#key=${key}`
    },
    opens: (bookingId, given) => signer.check(bookingId, given) === 'valid',
  }
}

export default fp(
  async (app) => {
    app.decorate('bookingLinks', createBookingLinks(app.config.publicUrl, app.config.jwtSecret))
  },
  { name: 'booking-links', dependencies: ['config'] },
)
