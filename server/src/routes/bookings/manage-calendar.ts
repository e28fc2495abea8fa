import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { CalendarRepository } from './calendar-repository'
import manageClosedDates from './manage-closed-dates'
import managePincodes from './manage-pincodes'
import manageSlots from './manage-slots'

/** Staff keep the slot table, the closed dates and the serviceable PIN codes (admin Bookings setup). */
const manageCalendar: FastifyPluginAsyncTypebox<{ calendar: CalendarRepository }> = async (
  app,
  { calendar },
) => {
  await app.register(manageSlots, { calendar })
  await app.register(manageClosedDates, { calendar })
  await app.register(managePincodes, { calendar })
}

export default manageCalendar
