import type { BookingSlot, BookingSlotFields, ClosedDate, ServiceablePincode } from '@labsite/shared'
import { adminKeys } from './query-keys'
import { type AdminMutation, readOf } from './requests'

/** What POST /admin/pincodes answers: how many codes the text held and how many the list now has. */
export interface PincodeImportResult {
  imported: number
  total: number
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** "Monday 07:00–08:00", how staff name a slot in labels and the edit queue. */
export const slotName = (slot: Pick<BookingSlot, 'weekday' | 'startTime' | 'endTime'>) =>
  `${WEEKDAY_NAMES[slot.weekday] ?? slot.weekday} ${slot.startTime}–${slot.endTime}`

/** GET /admin/booking-slots: the slot table (weekday × time × capacity). */
export const bookingSlotsQuery = readOf<BookingSlot[]>(adminKeys.bookingSlots, 'admin/booking-slots')

/** POST /admin/booking-slots. */
export const createBookingSlot = (fields: BookingSlotFields, idempotencyKey: string): AdminMutation => ({
  write: {
    method: 'POST',
    path: 'admin/booking-slots',
    json: fields,
    idempotencyKey,
    label: `Add the slot ${slotName(fields)}`,
  },
  invalidates: [adminKeys.bookingSlots],
})

/** PUT /admin/booking-slots/:id (the whole slot; bookings already made keep their time). */
export const updateBookingSlot = (slot: BookingSlot, fields: BookingSlotFields): AdminMutation => ({
  write: {
    method: 'PUT',
    path: `admin/booking-slots/${slot.id}`,
    json: fields,
    ifMatch: slot.version,
    label: `Change the slot ${slotName(slot)}`,
  },
  invalidates: [adminKeys.bookingSlots],
})

/** DELETE /admin/booking-slots/:id. */
export const deleteBookingSlot = (slot: BookingSlot): AdminMutation => ({
  write: {
    method: 'DELETE',
    path: `admin/booking-slots/${slot.id}`,
    ifMatch: slot.version,
    label: `Remove the slot ${slotName(slot)}`,
  },
  invalidates: [adminKeys.bookingSlots],
})

/** GET /admin/closed-dates: days the lab takes no bookings. */
export const closedDatesQuery = readOf<ClosedDate[]>(adminKeys.closedDates, 'admin/closed-dates')

/** POST /admin/closed-dates. */
export const addClosedDate = (closed: ClosedDate, idempotencyKey: string): AdminMutation => ({
  write: {
    method: 'POST',
    path: 'admin/closed-dates',
    json: closed,
    label: `Close ${closed.date}`,
    idempotencyKey,
  },
  invalidates: [adminKeys.closedDates],
})

/** DELETE /admin/closed-dates/:date. */
export const deleteClosedDate = (date: string): AdminMutation => ({
  write: { method: 'DELETE', path: `admin/closed-dates/${date}`, label: `Open ${date} again` },
  invalidates: [adminKeys.closedDates],
})

/** GET /admin/pincodes: where home collection is offered. */
export const pincodesQuery = readOf<ServiceablePincode[]>(adminKeys.pincodes, 'admin/pincodes')

/** POST /admin/pincodes: codes pasted or from a CSV, one a line with an optional `,area`. */
export const importPincodes = (text: string, replace: boolean, idempotencyKey: string): AdminMutation => ({
  write: {
    method: 'POST',
    path: 'admin/pincodes',
    json: { text, replace },
    label: replace ? 'Replace the PIN code list' : 'Add PIN codes',
    idempotencyKey,
  },
  invalidates: [adminKeys.pincodes],
})

/** DELETE /admin/pincodes/:code. */
export const deletePincode = (code: string): AdminMutation => ({
  write: { method: 'DELETE', path: `admin/pincodes/${code}`, label: `Stop home collection at ${code}` },
  invalidates: [adminKeys.pincodes],
})

/** The slots as the admin's shared list reads and deletes them (keyed by their `id`). */
export const bookingSlots = {
  list: bookingSlotsQuery,
  remove: (slot: BookingSlot) => deleteBookingSlot(slot),
}

/** The closed days as the shared list reads and deletes them (a day is keyed by its date). */
export const closedDates = {
  list: closedDatesQuery,
  remove: (day: ClosedDate) => deleteClosedDate(day.date),
}

/** The served PIN codes as the shared list reads and deletes them (keyed by the code). */
export const serviceablePincodes = {
  list: pincodesQuery,
  remove: (served: ServiceablePincode) => deletePincode(served.pincode),
}
