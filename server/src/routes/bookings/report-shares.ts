import { createHash, randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  BookingLookup,
  CreatedReportShare,
  Id,
  REPORT_SHARE_DEFAULT_DAYS,
  ReportShare,
  ReportShareRequest,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { LINK_KEY_PREFIX } from '../../plugins/booking-links'
import type { BookingsRepository } from './bookings-repository'
import { findGuestBooking } from './guest-access'
import { guestLookupLimits } from './guest-lookup-limits'
import { sendPrivateFile } from './private-file-answer'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const FILE = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'the report PDF' })

interface ShareRow {
  id: string
  file_id: string
  expires_at: Date
  revoked_at: Date | null
  opened_count: number
  last_opened_at: Date | null
}

const toShare = (row: ShareRow): ReportShare => ({
  id: row.id,
  fileId: row.file_id,
  expiresAt: new Date(row.expires_at).toISOString(),
  revoked: row.revoked_at !== null,
  openedCount: row.opened_count,
  lastOpenedAt: row.last_opened_at ? new Date(row.last_opened_at).toISOString() : null,
})

/**
 * Sharing a report with a doctor (docs/product.md): the visitor makes a link to one report that works without
 * an account for the days chosen (7 unless said), sees how often and when it was opened, and can revoke
 * it. The link holds a random token of which only the hash is kept; every open is audited.
 */
const reportShares: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const signedIn = [app.authenticate]

  /** The booking, if it is the caller's; else 404 as for a missing one. */
  async function ownBooking(request: FastifyRequest, id: string) {
    const row = await repository.findRow({ id })
    if (!row || row.user_id !== request.user.id) throw app.httpErrors.notFound('Booking not found')
    return row
  }

  /** A new link to one report of the booking, for `days` days; only the token's hash is kept. */
  async function createShare(
    request: FastifyRequest,
    bookingId: string,
    fileId: string,
    days = REPORT_SHARE_DEFAULT_DAYS,
  ): Promise<CreatedReportShare> {
    const file = await repository.findFile(bookingId, fileId)
    if (file?.kind !== 'report') throw app.httpErrors.notFound('Report not found')
    const token = randomBytes(24).toString('base64url')
    const [row] = await app
      .knex('report_shares')
      .insert({
        booking_id: bookingId,
        file_id: file.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + days * 86_400_000),
      })
      .returning(['id', 'file_id', 'expires_at', 'revoked_at', 'opened_count', 'last_opened_at'])
    await app.audit(request, {
      action: 'create',
      entity: 'report-share',
      entityId: row.id,
      after: { bookingId, fileId: file.id, days },
    })
    return { ...toShare(row), url: `${app.config.publicUrl}/api/shared-reports/${token}` }
  }

  async function listShares(bookingId: string): Promise<ReportShare[]> {
    const rows: ShareRow[] = await app
      .knex('report_shares')
      .where({ booking_id: bookingId })
      .orderBy('created_at', 'desc')
    return rows.map(toShare)
  }

  async function revokeShare(request: FastifyRequest, bookingId: string, shareId: string) {
    const revoked = await app
      .knex('report_shares')
      .where({ id: shareId, booking_id: bookingId })
      .update({ revoked_at: app.knex.fn.now() })
    if (!revoked) throw app.httpErrors.notFound('No such link')
    await app.audit(request, {
      action: 'update',
      entity: 'report-share',
      entityId: shareId,
      after: { revoked: true },
    })
  }

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
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const perReferenceAndContact = guestLookupLimits(app)
  const GuestShareRequest = Type.Object(
    { ...BookingLookup.properties, ...ReportShareRequest.properties },
    { additionalProperties: false },
  )

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
        .send(await createShare(request, booking.id, request.params.fileId, request.body.days))
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
      return listShares(booking.id)
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
      await revokeShare(request, booking.id, request.params.shareId)
      return reply.code(204).send(null)
    },
  )

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
        .send(await createShare(request, booking.id, request.params.fileId, request.body?.days))
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
      return listShares(booking.id)
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
      await revokeShare(request, booking.id, request.params.shareId)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/shared-reports/:token',
    {
      config: { rateLimit: { max: app.config.rateLimitAuth * 6, timeWindow: 60_000 } },
      schema: {
        tags: ['bookings'],
        summary: 'Open a shared report (no account): 404 once the link has expired or was revoked (audited)',
        params: Type.Object({
          token: Type.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
        response: { 200: FILE, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const share = await app
        .knex('report_shares')
        .where({ token_hash: sha256(request.params.token) })
        .whereNull('revoked_at')
        .where('expires_at', '>', new Date())
        .first()
      const file = share ? await repository.findFile(share.booking_id, share.file_id) : null
      if (!share || !file)
        throw app.httpErrors.notFound('This link has expired or was revoked: ask for a new one')
      await app
        .knex('report_shares')
        .where({ id: share.id })
        .update({ opened_count: app.knex.raw('opened_count + 1'), last_opened_at: app.knex.fn.now() })
      await app.audit(request, {
        action: 'download',
        entity: 'booking',
        entityId: share.booking_id,
        after: { fileId: file.id, kind: 'report', via: 'share link', shareId: share.id },
      })
      // Opened in the browser's PDF viewer, not saved: a doctor reads it where the link opens.
      return sendPrivateFile(request, reply, store, file, { inline: true })
    },
  )
}

export default reportShares
