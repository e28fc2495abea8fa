import { type Static, Type } from 'typebox'
import { DateOnly, Pincode, TimeOfDay } from './booking-choices'
import { Id, RecordMeta } from './common'

export const BookingSlot = Type.Object({
  id: Id,
  weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday' }),
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  capacity: Type.Integer({ minimum: 0, maximum: 1000 }),
  version: RecordMeta.properties.version,
})
export type BookingSlot = Static<typeof BookingSlot>
export const BookingSlotFields = Type.Object(
  {
    weekday: BookingSlot.properties.weekday,
    startTime: TimeOfDay,
    endTime: TimeOfDay,
    capacity: BookingSlot.properties.capacity,
  },
  { additionalProperties: false },
)
export type BookingSlotFields = Static<typeof BookingSlotFields>

export const SlotAvailability = Type.Object({
  id: Id,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  label: Type.String(),
  capacity: Type.Integer(),
  remaining: Type.Integer({ minimum: 0 }),
})
export type SlotAvailability = Static<typeof SlotAvailability>
export const SlotsQuery = Type.Object({ date: DateOnly })
export const SlotsAnswer = Type.Object({
  date: Type.String(),
  bookable: Type.Boolean({ description: 'false when the date is closed or outside today … +14 days' }),
  reason: Type.String({ description: 'why the date cannot be booked, or empty' }),
  slots: Type.Array(SlotAvailability),
})
export type SlotsAnswer = Static<typeof SlotsAnswer>

export const ClosedDate = Type.Object({ date: DateOnly, reason: Type.String({ maxLength: 200 }) })
export type ClosedDate = Static<typeof ClosedDate>

export const PincodeParams = Type.Object({ code: Type.String({ maxLength: 20 }) })
export const PincodeAnswer = Type.Object({
  pincode: Type.String(),
  serviceable: Type.Boolean(),
  area: Type.String(),
})
export type PincodeAnswer = Static<typeof PincodeAnswer>
export const ServiceablePincode = Type.Object({ pincode: Pincode, area: Type.String({ maxLength: 200 }) })
export type ServiceablePincode = Static<typeof ServiceablePincode>
export const PincodeImport = Type.Object(
  {
    text: Type.String({
      maxLength: 200_000,
      description: 'PIN codes pasted or a CSV: one per line, optionally followed by a comma and the area',
    }),
    replace: Type.Optional(Type.Boolean({ description: 'remove every PIN code not in the list' })),
  },
  { additionalProperties: false },
)
