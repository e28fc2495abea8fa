import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { PincodeImport, ServiceablePincode } from '@labsite/shared'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { recordCalendarChange } from './calendar-changes'
import type { CalendarRepository } from './calendar-repository'
import { parsePincodes } from './pincode-import'

/** Staff keep the PIN codes the lab collects at home from (admin Bookings setup). */
const managePincodes: FastifyPluginAsyncTypebox<{ calendar: CalendarRepository }> = async (
  app,
  { calendar },
) => {
  const staffOnly = [app.requireRole('staff')]

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
        await recordCalendarChange(app, request, trx, 'update', 'pincodes', {
          imported: pincodes.length,
          replace,
        })
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
        await recordCalendarChange(app, request, trx, 'delete', request.params.code)
      })
      return reply.code(204).send(null)
    },
  )
}

export default managePincodes
