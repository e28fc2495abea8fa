import { type Static, Type } from 'typebox'
import { BookingTotal } from '../booking-total'
import {
  BOOKING_ITEM_TYPES,
  BOOKING_REFERENCE_PATTERN,
  BOOKING_SOURCES,
  COLLECTION_TYPES,
  MAX_BOOKING_ITEMS,
  MAX_FAMILY_MEMBERS,
  MAX_PATIENT_AGE,
  PATIENT_SEXES,
  PINCODE_PATTERN,
  REPORT_SHARE_DEFAULT_DAYS,
  REPORT_SHARE_MAX_DAYS,
} from '../constants'
import { CalendarDate, Id, RecordMeta } from './common'

const literalUnion = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))))

export const BookingItemTypeSchema = literalUnion(BOOKING_ITEM_TYPES)
export const CollectionTypeSchema = literalUnion(COLLECTION_TYPES)
export const BookingSourceSchema = literalUnion(BOOKING_SOURCES)
export const DateOnly = CalendarDate
export const Pincode = Type.String({ pattern: PINCODE_PATTERN, description: '6-digit PIN code' })
export const TimeOfDay = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM' })
export const BookingReference = Type.String({ pattern: BOOKING_REFERENCE_PATTERN, maxLength: 24 })

/** What a "Book Now" sends: which catalogue record is booked. */
export const BookingItemRef = Type.Object(
  { type: BookingItemTypeSchema, id: Id },
  { additionalProperties: false },
)
export type BookingItemRef = Static<typeof BookingItemRef>

/** What the booking stores of an item: a snapshot, so later catalogue edits do not rewrite history. */
export const BookingItem = Type.Object({
  type: BookingItemTypeSchema,
  id: Id,
  name: Type.String(),
  price: Type.String({ description: 'the price as shown when booked, e.g. ₹1,799' }),
  amount: Type.Optional(
    Type.Union([Type.Number(), Type.Null()], {
      description:
        'the price as a number in the currency of the booking; null when it is words (price on request)',
    }),
  ),
})
export type BookingItem = Static<typeof BookingItem>

export const PatientSexSchema = literalUnion(PATIENT_SEXES)

/** Who a sample is from: what a label and the lab need to know of a booked person. */
const PersonFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  age: Type.Integer({ minimum: 0, maximum: MAX_PATIENT_AGE, description: 'in years' }),
  sex: PatientSexSchema,
}

/** A family member sent with a booking: who they are and which of the catalogue's items they take. */
export const FamilyMemberRequest = Type.Object(
  {
    ...PersonFields,
    items: Type.Array(BookingItemRef, { minItems: 1, maxItems: MAX_BOOKING_ITEMS }),
  },
  { additionalProperties: false },
)
export type FamilyMemberRequest = Static<typeof FamilyMemberRequest>

/** A booked family member as the booking keeps them: their items priced as booked. */
export const BookedMember = Type.Object({ ...PersonFields, items: Type.Array(BookingItem) })
export type BookedMember = Static<typeof BookedMember>

/** The calendar's booking fields, all optional so older clients keep working. */
export const BookingChoiceFields = {
  items: Type.Optional(
    Type.Array(BookingItemRef, {
      maxItems: MAX_BOOKING_ITEMS,
      description: 'in a multipart body: the list as JSON text',
    }),
  ),
  collectionType: Type.Optional(CollectionTypeSchema),
  preferredDate: Type.Optional(DateOnly),
  slotId: Type.Optional(Id),
  pincode: Type.Optional(Pincode),
  familyMembers: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_FAMILY_MEMBERS,
      description: 'the older way: this many people each take every item; ignored when `members` is sent',
    }),
  ),
  members: Type.Optional(
    Type.Array(FamilyMemberRequest, {
      minItems: 1,
      maxItems: MAX_FAMILY_MEMBERS,
      description:
        'who the booking is for, each with the items they take (in a multipart body: the list as JSON text); `items` may be left out',
    }),
  ),
  expectedTotal: Type.Optional(
    Type.Number({
      minimum: 0,
      description:
        "the total the visitor was shown (the quote's `total.total`): a booking that would cost otherwise is refused with 409 and the new `total`",
    }),
  ),
  source: Type.Optional(
    Type.Unsafe<(typeof BOOKING_SOURCES)[number]>(
      Type.Union(
        BOOKING_SOURCES.map((value) => Type.Literal(value)),
        {
          description:
            "'web' (default), or 'walk-in': front-desk staff only (others get 403), a lab visit today with or without a slot",
        },
      ),
    ),
  ),
}

/** POST /api/bookings/quote: what a booking of these items would cost, priced as a booking is. */
export const QuoteRequest = Type.Object(
  {
    items: BookingChoiceFields.items,
    members: BookingChoiceFields.members,
    familyMembers: BookingChoiceFields.familyMembers,
    collectionType: BookingChoiceFields.collectionType,
    pincode: BookingChoiceFields.pincode,
  },
  { additionalProperties: false },
)
export type QuoteRequest = Static<typeof QuoteRequest>
export const Quote = Type.Object({ total: BookingTotal })
export type Quote = Static<typeof Quote>
/** A refusal that may carry the booking's new total (409 when the price moved since the quote). */
export const PriceMovedBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  total: Type.Optional(BookingTotal),
})

/** The booking parts of a stored booking. */
export const BookingRecordFields = {
  reference: Type.String({ description: "'' for enquiries stored before references existed" }),
  items: Type.Array(BookingItem),
  collectionType: Type.Union([CollectionTypeSchema, Type.Null()]),
  preferredDate: Type.String({ description: "YYYY-MM-DD, or ''" }),
  slotId: Type.Union([Id, Type.Null()]),
  slotLabel: Type.String({ description: "e.g. 07:00–08:00, or ''" }),
  pincode: Type.String(),
  familyMembers: Type.Integer(),
  familyDiscount: Type.Boolean({ description: 'the family/bulk rule applies' }),
  members: Type.Array(BookedMember, {
    description: 'the named family members and what each takes; empty for a booking made with a count',
  }),
  total: BookingTotal,
}

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

/** A booking as its visitor sees it in "My bookings" or a lookup by reference. */
export const VisitorBooking = Type.Object({
  id: Id,
  reference: Type.String(),
  items: Type.Array(BookingItem),
  collectionType: Type.Union([CollectionTypeSchema, Type.Null()]),
  preferredDate: Type.String(),
  slotLabel: Type.String(),
  pincode: Type.String(),
  familyDiscount: Type.Boolean(),
  members: Type.Array(BookedMember),
  total: BookingTotal,
  status: Type.String(),
  submittedAt: Type.String({ format: 'date-time' }),
  reports: Type.Array(Type.Object({ id: Id, name: Type.String(), size: Type.Integer() })),
  invoiceReady: Type.Boolean({
    description: 'the lab confirmed it or took a payment: its invoice can be issued',
  }),
  phoneMessages: Type.Boolean({ description: 'WhatsApp updates go to the booking’s number' }),
  mailUpdates: Type.Boolean({
    description: 'update e-mails (reminder, confirmed, report ready) go to the booking’s address',
  }),
})
export type VisitorBooking = Static<typeof VisitorBooking>
/**
 * One of the signed-in visitor's own bookings: also the address it was made for, so their next
 * booking form can start with it. Never in a guest's lookup, where knowing a reference and a phone
 * number would be enough to read a home address.
 */
export const OwnBooking = Type.Object({ ...VisitorBooking.properties, address: Type.String() })
export type OwnBooking = Static<typeof OwnBooking>

export const BookingClaim = Type.Object(
  { reference: BookingReference, claimToken: Type.String({ minLength: 20, maxLength: 100 }) },
  { additionalProperties: false },
)
export type BookingClaim = Static<typeof BookingClaim>

/** A guest looks a booking up by its reference and the e-mail or phone it was made with. */
export const BookingLookup = Type.Object(
  { reference: BookingReference, contact: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
)
export type BookingLookup = Static<typeof BookingLookup>

/** The messages an opt-out link stops: WhatsApp to the number, or the update e-mails to the address. */
export const MessagesChannel = Type.Union([Type.Literal('whatsapp'), Type.Literal('mail')])
export type MessagesChannel = Static<typeof MessagesChannel>

/** A guest's choice of messages, on or off: the lookup's proof, and which messages (WhatsApp when left out, as older links). */
export const GuestMessagesChoice = Type.Object(
  { ...BookingLookup.properties, channel: Type.Optional(MessagesChannel) },
  { additionalProperties: false },
)
export type GuestMessagesChoice = Static<typeof GuestMessagesChoice>

/** A link that opens one report without an account: for a doctor, for a chosen time. */
export const ReportShareRequest = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({ minimum: 1, maximum: REPORT_SHARE_MAX_DAYS, default: REPORT_SHARE_DEFAULT_DAYS }),
    ),
  },
  { additionalProperties: false },
)
export const ReportShare = Type.Object({
  id: Id,
  fileId: Id,
  expiresAt: Type.String({ format: 'date-time' }),
  revoked: Type.Boolean(),
  openedCount: Type.Integer(),
  lastOpenedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type ReportShare = Static<typeof ReportShare>
/** The answer to making a link: the link itself, shown this once (only its hash is kept). */
export const CreatedReportShare = Type.Object({ ...ReportShare.properties, url: Type.String() })
export type CreatedReportShare = Static<typeof CreatedReportShare>

/** A new date and time slot for a booking the lab has not confirmed yet (same collection and place). */
export const BookingReschedule = Type.Object(
  { preferredDate: CalendarDate, slotId: Id },
  { additionalProperties: false },
)
export type BookingReschedule = Static<typeof BookingReschedule>
/** A guest's reschedule: the booking found as by a lookup. */
export const GuestBookingReschedule = Type.Object(
  { ...BookingLookup.properties, ...BookingReschedule.properties },
  { additionalProperties: false },
)
export type GuestBookingReschedule = Static<typeof GuestBookingReschedule>
export const ReportCodeRequest = BookingLookup
export const ReportCodeDownload = Type.Object({
  reference: BookingReference,
  code: Type.String({ pattern: '^\\d{6}$' }),
})
