import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  BookingSlot,
  BookingSlotFields,
  ClosedDate,
  DateOnly,
  IdParams,
  PincodeImport,
  ServiceablePincode,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { setVersionEtag } from '../../lib/kits/versioning'
import { type VersionedRecord, versioned } from '../../plugins/write-rule'
import type { CalendarRepository } from './calendar-repository'
import { isCalendarDate } from './lab-calendar'
import { parsePincodes } from './pincode-import'

const ENTITY = 'booking-calendar'

/** Staff keep the slot table, the closed dates and the serviceable PIN codes (admin Bookings setup). */
const manageCalendar: FastifyPluginAsyncTypebox<{ calendar: CalendarRepository }> = async (
  app,
  { calendar },
) => {
  const staffOnly = [app.requireRole('staff')]
  const checkTimes = (fields: BookingSlotFields) => {
    if (fields.endTime <= fields.startTime) throw app.httpErrors.badRequest('endTime must be after startTime')
  }
  /** A slot as the write rule locks it: a stale If-Match answers 412 with the slot as it stands. */
  const slotTarget = (id: string) => ({
    entity: ENTITY,
    id,
    notFound: 'Slot not found',
    lock: async (trx: Knex.Transaction) => versioned(await calendar.lockSlot(id, trx)),
  })
  /**
   * A closed day or the PIN codes changed: values, not versioned records, but audited and announced
   * alike, in the change's own transaction so the change and its audit entry land together or not at all.
   */
  const audit = async (
    request: Parameters<typeof app.audit>[0],
    trx: Knex.Transaction,
    action: 'create' | 'update' | 'delete',
    entityId: string,
    after?: object,
  ) => {
    await app.audit(request, { action, entity: ENTITY, entityId, after }, trx)
    const kind = action === 'create' ? 'created' : action === 'update' ? 'updated' : 'deleted'
    await app.changes.publish({ resource: ENTITY, id: entityId, kind }, trx)
  }

  app.get(
    '/admin/booking-slots',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'The slot table: weekday × time × capacity',
        security: BEARER,
        response: { 200: Type.Array(BookingSlot), ...errorResponses(401, 403) },
      },
    },
    () => calendar.listSlots(),
  )

  app.post(
    '/admin/booking-slots',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Add a slot',
        security: BEARER,
        body: BookingSlotFields,
        response: { 201: BookingSlot, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      checkTimes(request.body)
      const exists = (await calendar.listSlots()).some(
        (slot) => slot.weekday === request.body.weekday && slot.startTime === request.body.startTime,
      )
      if (exists) throw app.httpErrors.conflict('A slot already starts at this time on this weekday')
      const { record: slot } = await app.writeRule.create(request, { entity: ENTITY }, async (trx) => {
        const created = await calendar.createSlot(request.body, trx)
        return { id: created.id, record: created, version: created.version }
      })
      return reply.code(201).send(slot)
    },
  )

  app.put(
    '/admin/booking-slots/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Change a slot (bookings already made keep their time as booked; If-Match honoured)',
        security: BEARER,
        params: IdParams,
        body: BookingSlotFields,
        response: { 200: BookingSlot, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      checkTimes(request.body)
      const { id } = request.params
      const { record: slot } = await app.writeRule.update(
        request,
        slotTarget(id),
        async (_current, trx) =>
          versioned(await calendar.updateSlot(id, request.body, trx)) as VersionedRecord<BookingSlot>,
      )
      setVersionEtag(reply, slot.version)
      return slot
    },
  )

  app.delete(
    '/admin/booking-slots/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Remove a slot (If-Match honoured)',
        security: BEARER,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      await app.writeRule.remove(request, slotTarget(id), (_current, trx) => calendar.deleteSlot(id, trx))
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/closed-dates',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Days the lab takes no bookings',
        security: BEARER,
        response: { 200: Type.Array(ClosedDate), ...errorResponses(401, 403) },
      },
    },
    () => calendar.listClosedDates(),
  )

  app.post(
    '/admin/closed-dates',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Close a day (bookings already made for it stay; staff call those visitors)',
        security: BEARER,
        body: Type.Object({ date: DateOnly, reason: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 201: ClosedDate, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { date } = request.body
      if (!isCalendarDate(date)) throw app.httpErrors.badRequest(`date ${date} is not a date`)
      const closed = { date, reason: request.body.reason?.trim() ?? '' }
      await app.knex.transaction(async (trx) => {
        await calendar.addClosedDate(closed, trx)
        await audit(request, trx, 'create', date, closed)
      })
      return reply.code(201).send(closed)
    },
  )

  app.delete(
    '/admin/closed-dates/:date',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Open a closed day again',
        security: BEARER,
        params: Type.Object({ date: DateOnly }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { date } = request.params
      if (!isCalendarDate(date)) throw app.httpErrors.badRequest(`date ${date} is not a date`)
      await app.knex.transaction(async (trx) => {
        if (!(await calendar.deleteClosedDate(date, trx)))
          throw app.httpErrors.notFound('This day is not closed')
        await audit(request, trx, 'delete', date)
      })
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/pincodes',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Serviceable PIN codes (home collection)',
        security: BEARER,
        response: { 200: Type.Array(ServiceablePincode), ...errorResponses(401, 403) },
      },
    },
    () => calendar.listPincodes(),
  )

  app.post(
    '/admin/pincodes',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Add PIN codes pasted or from a CSV (`replace`: the list becomes exactly these)',
        security: BEARER,
        body: PincodeImport,
        response: {
          200: Type.Object({ imported: Type.Integer(), total: Type.Integer() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const pincodes = parsePincodes(request.body.text)
      const replace = request.body.replace ?? false
      const total = await app.knex.transaction(async (trx) => {
        const count = await calendar.importPincodes(pincodes, replace, trx)
        await audit(request, trx, 'update', 'pincodes', { imported: pincodes.length, replace })
        return count
      })
      return { imported: pincodes.length, total }
    },
  )

  app.delete(
    '/admin/pincodes/:code',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Stop home collection at a PIN code',
        security: BEARER,
        params: Type.Object({ code: Type.String({ maxLength: 20 }) }),
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.knex.transaction(async (trx) => {
        if (!(await calendar.deletePincode(request.params.code, trx))) {
          throw app.httpErrors.notFound('This PIN code is not in the list')
        }
        await audit(request, trx, 'delete', request.params.code)
      })
      return reply.code(204).send(null)
    },
  )
}

export default manageCalendar
