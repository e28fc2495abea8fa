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
} from '../constants'
import { CalendarDate, Id, literalUnion } from './common'

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
