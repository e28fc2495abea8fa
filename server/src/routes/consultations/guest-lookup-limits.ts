import { createHash } from 'node:crypto'
import { MESSAGES } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Tries per reference and per contact, from all addresses together: twice RATE_LIMIT_AUTH a quarter hour. */
const WINDOW_MS = 15 * 60_000

type LookupBody = { reference?: string; contact?: string }
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as LookupBody

/** A contact as typed, spaces and case aside: the key it is counted under (never stored in clear). */
export const contactKey = (contact: string | undefined) =>
  createHash('sha256')
    .update((contact ?? '').replace(/\s+/g, '').toLowerCase())
    .digest('hex')

/**
 * preHandler for the guest routes that take a reference and a contact (issue 23): on top of the
 * per-address limit, each reference and each contact gets 2 × RATE_LIMIT_AUTH tries, so neither
 * many addresses nor many references (one known phone, counted references) can walk the bookings.
 */
export function guestLookupLimits(app: FastifyInstance) {
  const limiters = [
    app.createRateLimit({
      max: app.config.rateLimitAuth * 2,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `guest-reference:${(bodyOf(request).reference ?? '').toUpperCase()}`,
    }),
    app.createRateLimit({
      max: app.config.rateLimitAuth * 2,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `guest-contact:${contactKey(bodyOf(request).contact)}`,
    }),
  ]
  return async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      if (limiter === limiters[1] && bodyOf(request).contact === undefined) continue
      const outcome = await limiter(request)
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw Object.assign(app.httpErrors.tooManyRequests(MESSAGES.tooManyRequests), {
          headers: { 'retry-after': String(outcome.ttlInSeconds) },
        })
      }
    }
  }
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
      reference: bodyOf(request).reference?.toUpperCase(),
      contact: contactKey(bodyOf(request).contact),
    },
  })
