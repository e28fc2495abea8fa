import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bodyText } from '../../lib/kits/body-field'
import { LINK_KEY_PREFIX } from '../../plugins/booking-links'

/** Tries per reference and per contact, from all addresses together: twice RATE_LIMIT_AUTH a quarter hour. */
const WINDOW_MS = 15 * 60_000

/** A contact as typed, spaces and case aside: the key it is counted under (never stored in clear). */
export const contactKey = (contact: string | undefined) =>
  createHash('sha256')
    .update((contact ?? '').replace(/\s+/g, '').toLowerCase())
    .digest('hex')

/** "9 minutes", "1 minute", "40 seconds": the real wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/**
 * preHandler for the guest routes that take a reference and a contact: each reference and each
 * contact gets 2 × RATE_LIMIT_AUTH *failed* look-ups a quarter hour, from all addresses together, so
 * neither many addresses nor many references can walk the bookings. Only failures count (the audit of
 * every look-up says which failed): a guest opening their link, reloading, moving the booking and
 * downloading the report is never locked out by that use, and a valid signed link from one of the
 * booking's mails is never limited, whatever wrong contacts others typed for its reference.
 */
export function guestLookupLimits(app: FastifyInstance) {
  const max = app.config.rateLimitAuth * 2
  /** Failed look-ups in the window matching `field`, and when the oldest of them leaves it. */
  async function failures(field: 'reference' | 'contact', value: string) {
    const since = new Date(Date.now() - WINDOW_MS)
    return app.auditRepository.failedLookups(field, value, since)
  }
  return async (request: FastifyRequest) => {
    const reference = bodyText(request, 'reference') ?? ''
    const contact = bodyText(request, 'contact')
    if (contact !== undefined && (await linkOpens(app, reference, contact))) return
    const checks = [failures('reference', reference.toUpperCase())]
    if (contact !== undefined) checks.push(failures('contact', contactKey(contact)))
    for (const { count, oldest } of await Promise.all(checks)) {
      if (count < max || !oldest) continue
      const seconds = Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - Date.now()) / 1000))
      throw Object.assign(
        app.httpErrors.tooManyRequests(
          `Too many wrong tries for this booking. Please try again in ${waitInWords(seconds)}.`,
        ),
        { headers: { 'retry-after': String(seconds) } },
      )
    }
  }
}

/** Whether the contact is the key of a signed link that opens the booking with this reference. */
async function linkOpens(app: FastifyInstance, reference: string, contact: string): Promise<boolean> {
  if (!contact.trim().startsWith(LINK_KEY_PREFIX)) return false
  const row = await app.bookingsRepository.findRow({ reference: reference.toUpperCase() })
  return row !== null && app.bookingLinks.opens(row.id, contact.trim())
}

/** Every guest lookup, found or not, with the contact as a hash: who tried which booking, and when. */
export const auditGuestLookup = (
  app: FastifyInstance,
  request: FastifyRequest,
  what: string,
  bookingId: string | null,
) =>
  app.audit(request, {
    action: 'view',
    entity: 'booking-lookup',
    entityId: bookingId ?? '',
    after: {
      what,
      found: bookingId !== null,
      reference: bodyText(request, 'reference')?.toUpperCase(),
      contact: contactKey(bodyText(request, 'contact')),
    },
  })
