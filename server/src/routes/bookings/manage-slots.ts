import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { BookingSlot, BookingSlotFields, IdParams } from '@labsite/shared'
import type { Knex } from 'knex'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { setVersionEtag } from '../../lib/kits/versioning'
import { versioned } from '../../plugins/write-rule'
import { CALENDAR_ENTITY } from './calendar-changes'
import type { CalendarRepository } from './calendar-repository'

/** Staff keep the slot table: weekday × time × capacity (admin Bookings setup). */
const manageSlots: FastifyPluginAsyncTypebox<{ calendar: CalendarRepository }> = async (
  app,
  { calendar },
) => {
  const staffOnly = [app.requireRole('staff')]
  const checkTimes = (fields: BookingSlotFields) => {
    if (fields.endTime <= fields.startTime) throw app.httpErrors.badRequest('endTime must be after startTime')
  }
  /** A slot as the write rule locks it: a stale If-Match answers 412 with the slot as it stands. */
  const slotTarget = (id: string) => ({
    entity: CALENDAR_ENTITY,
    id,
    notFound: 'Slot not found',
    lock: async (trx: Knex.Transaction) => versioned(await calendar.lockSlot(id, trx)),
  })

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
      const { record: slot } = await app.writeRule.create(
        request,
        { entity: CALENDAR_ENTITY },
        async (trx) => {
          const created = await calendar.createSlot(request.body, trx)
          return { id: created.id, record: created, version: created.version }
        },
      )
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
      const { record: slot } = await app.writeRule.update(request, slotTarget(id), async (_current, trx) => {
        const updated = await calendar.updateSlot(id, request.body, trx)
        return { record: updated, version: updated.version }
      })
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
}

export default manageSlots
