import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Readable } from 'node:stream'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  type Booking,
  BookingClaim,
  BookingLookup,
  GuestMessagesChoice,
  Id,
  invoiceIssuable,
  normalizePhone,
  OwnBooking,
  REPORT_CODE_MINUTES,
  ReportCodeDownload,
  ReportCodeRequest,
  VisitorBooking,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { reportCodeMail } from '../../mail/booking-mails'
import { bookingMailLanguage } from '../../mail/mail-language'
import { setMessagesTo } from '../../messages/phone-outbox'
import type { BookingsRepository } from './bookings-repository'
import { findGuestBooking } from './guest-access'
import { guestLookupLimits } from './guest-lookup-limits'
import { sendPrivateFile } from './private-file-answer'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const FILE = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'the report PDF' })
const MAX_CODE_TRIES = 5

/** What a visitor sees of their own booking: no staff notes, no other visitor's data. */
export function toVisitorBooking(booking: Booking): VisitorBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    items: booking.items,
    collectionType: booking.collectionType,
    preferredDate: booking.preferredDate,
    slotLabel: booking.slotLabel,
    pincode: booking.pincode,
    familyDiscount: booking.familyDiscount,
    members: booking.members,
    total: booking.total,
    status: booking.status,
    submittedAt: booking.submittedAt,
    reports: booking.reports.map(({ id, name, size }) => ({ id, name, size })),
    invoiceReady: booking.items.length > 0 && invoiceIssuable(booking),
    phoneMessages: booking.phoneMessages ?? false,
    mailUpdates: booking.mailUpdates ?? true,
  }
}

/**
 * A visitor's own bookings: "My bookings" for an account, claiming a booking made before
 * signing up, and report downloads — for the account's owner, or for a
 * guest with a one-time code e-mailed to the booking's address. Every download is audited.
 */
const visitorBookings: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const signedIn = [app.authenticate]
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const perReferenceAndContact = guestLookupLimits(app)

  const auditDownload = (request: FastifyRequest, booking: Booking, fileId: string, via: string) =>
    app.audit(request, {
      action: 'download',
      entity: 'booking',
      entityId: booking.id,
      after: { fileId, kind: 'report', via },
    })

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
      const booking = await repository.findById(row.id)
      return toVisitorBooking(booking as Booking)
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
        response: { 200: FILE, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const row = await repository.findRow({ id: request.params.id })
      const file = row ? await repository.findFile(row.id, request.params.fileId) : null
      // Someone else's booking answers exactly as a missing one: nothing is revealed.
      if (!row || row.user_id !== request.user.id || !file || file.kind !== 'report') {
        throw app.httpErrors.notFound('Report not found')
      }
      await auditDownload(request, (await repository.findById(row.id)) as Booking, file.id, 'account')
      return sendPrivateFile(request, reply, store, file)
    },
  )

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
      return toVisitorBooking((await repository.findById(found.id)) as Booking)
    },
  )

  // The opt-out links stop a channel; the track page can turn it back on, which is the person's own choice
  // made with the booking's reference and contact (or its signed link), as the stop is.
  const messageSwitches = [
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
  for (const { path, on, summary } of messageSwitches) {
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
        return toVisitorBooking((await repository.findById(found.id)) as Booking)
      },
    )
  }

  app.post(
    '/bookings/report-code',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary:
          "E-mail a one-time report download code to the booking's address (same answer whether or not it matched)",
        body: ReportCodeRequest,
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const row = await findGuestBooking(app, repository, request, 'report code')
      if (row?.status === 'report-ready') {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
        const booking = (await repository.findById(row.id)) as Booking
        await app.knex.transaction(async (trx) => {
          await repository.replaceReportCode(
            row.id,
            sha256(`${row.id}:${code}`),
            new Date(Date.now() + REPORT_CODE_MINUTES * 60_000),
            trx,
          )
          const language = await bookingMailLanguage(trx, booking.id)
          await app.outbox.enqueue(reportCodeMail(booking, code, REPORT_CODE_MINUTES, language), trx)
        })
      }
      return reply.code(202).send({
        message:
          'If the reference and contact match a booking with a ready report, a code is on its way by e-mail.',
      })
    },
  )

  app.post(
    '/bookings/reports/:fileId',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary: 'Download a report with the booking reference and a one-time e-mailed code (audited)',
        params: Type.Object({ fileId: Id }),
        body: ReportCodeDownload,
        response: { 200: FILE, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const row = await repository.findRow({ reference: request.body.reference.toUpperCase() })
      const file = row ? await repository.findFile(row.id, request.params.fileId) : null
      if (!row || !file || file.kind !== 'report') throw app.httpErrors.notFound('Report not found')
      const used = await app.knex.transaction(async (trx) => {
        const code = await repository.liveReportCodeForUpdate(row.id, trx)
        if (!code || code.attempts >= MAX_CODE_TRIES) return false
        if (code.code_hash !== sha256(`${row.id}:${request.body.code}`)) {
          await repository.countWrongReportCode(code.id, trx)
          return false
        }
        await repository.useReportCode(code.id, trx)
        return true
      })
      if (!used) throw app.httpErrors.forbidden('This code is wrong, used or expired: ask for a new one')
      await auditDownload(request, (await repository.findById(row.id)) as Booking, file.id, 'one-time code')
      return sendPrivateFile(request, reply, store, file)
    },
  )
}

export default visitorBookings
