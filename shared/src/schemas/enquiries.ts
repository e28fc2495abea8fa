import { type Static, Type } from 'typebox'
import { BOOKING_STATUSES, CONTACT_MESSAGE_STATUSES, REFERRAL_STATUSES } from '../constants'
import {
  BookingChoiceFields,
  BookingRecordFields,
  BookingSourceSchema,
  CollectionTypeSchema,
  DateOnly,
} from './bookings'
import {
  Email,
  Id,
  ListQuery,
  LongText,
  OptionalPhone,
  Phone,
  RequiredText,
  recordOf,
  ShortText,
} from './common'

// Unsafe only to give the union its precise static type (a mapped array of literals reads as never).
const literalUnion = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))))

export const BookingStatusSchema = literalUnion(BOOKING_STATUSES)
export const ContactMessageStatusSchema = literalUnion(CONTACT_MESSAGE_STATUSES)
export const ReferralStatusSchema = literalUnion(REFERRAL_STATUSES)

/** Text fields of a booking as stored and shown: '' where none was given (see BookingFields). */
export const BookingContactFields = Type.Object({
  name: RequiredText(200),
  email: Type.String({ maxLength: 254, description: "'' for a walk-in registered without one" }),
  address: Type.String({ maxLength: 1000, description: "'' for a lab visit booked without one" }),
  phone: Phone,
  description: Type.String({ maxLength: 5000, description: "'' for a walk-in registered without one" }),
})
/**
 * The enquiry fields (the multipart body also carries up to 5 `files`) and, optional for older
 * clients, what was booked, when and where. E-mail and description may be left out only by a walk-in
 * the desk registers, the address only for a lab visit (`collectionType: "lab"`, every walk-in): the
 * server refuses the rest by name (server/src/routes/bookings/contact-rules.ts), so nothing has to be
 * made up to fill them.
 */
export const BookingFields = Type.Object({
  name: RequiredText(200),
  email: Type.Optional(Email),
  address: Type.Optional(RequiredText(1000)),
  phone: Phone,
  description: Type.Optional(RequiredText(5000)),
  ...BookingChoiceFields,
  phoneMessages: Type.Optional(
    Type.Boolean({
      description: 'WhatsApp updates on this booking; default: on for an Indian mobile number',
    }),
  ),
})
export type BookingFields = Static<typeof BookingFields>

export const BookingFile = Type.Object({
  id: Id,
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
})
export type BookingFile = Static<typeof BookingFile>

export const Booking = recordOf(
  Type.Object({
    ...BookingContactFields.properties,
    ...BookingRecordFields,
    files: Type.Array(BookingFile),
    reports: Type.Array(BookingFile),
    status: BookingStatusSchema,
    notes: Type.String(),
    submittedAt: Type.String({ format: 'date-time' }),
    // Optional in the type only, for older clients: the server always sends them.
    source: Type.Optional(BookingSourceSchema),
    paid: Type.Optional(Type.Number({ description: 'payments less refunds taken at the desk' })),
    balance: Type.Optional(Type.Number({ description: 'total less paid: still to pay' })),
    phoneMessages: Type.Optional(
      Type.Boolean({
        description: 'the visitor gets WhatsApp updates on this booking (opt-in, STOP ends it)',
      }),
    ),
    mailUpdates: Type.Optional(
      Type.Boolean({
        description:
          'the visitor gets the update e-mails (reminder, confirmed, report ready); a mail’s opt-out link ends it',
      }),
    ),
    calendarSequence: Type.Optional(
      Type.Integer({ description: "how often the booking was moved: its calendar event's SEQUENCE" }),
    ),
  }),
)
export type Booking = Static<typeof Booking>
/** The 201 of a booking: the booking, and the secret that lets this browser claim it after signing up. */
export const CreatedBooking = Type.Object({
  ...Booking.properties,
  claimToken: Type.Optional(
    Type.String({
      description: 'keep it to claim the booking for an account later (absent on a replayed answer)',
    }),
  ),
})
export type CreatedBooking = Static<typeof CreatedBooking>

export const BookingPatch = Type.Object(
  { status: Type.Optional(BookingStatusSchema), notes: Type.Optional(LongText()) },
  { additionalProperties: false },
)

export const ContactMessageFields = Type.Object({
  name: RequiredText(200),
  phone: Type.Optional(OptionalPhone),
  email: Email,
  subject: RequiredText(300),
  message: RequiredText(5000),
})
export type ContactMessageFields = Static<typeof ContactMessageFields>
export const ContactMessage = recordOf(
  Type.Object({ ...ContactMessageFields.properties, phone: ShortText(), status: ContactMessageStatusSchema }),
)
export type ContactMessage = Static<typeof ContactMessage>
export const ContactMessagePatch = Type.Object(
  { status: ContactMessageStatusSchema },
  { additionalProperties: false },
)

export const ReferralFields = Type.Object({
  referrerEmail: Email,
  referrerPhone: Phone,
  friendEmail: Email,
  friendPhone: Phone,
})
export type ReferralFields = Static<typeof ReferralFields>
export const Referral = recordOf(
  Type.Object({ ...ReferralFields.properties, status: ReferralStatusSchema, referralCode: Type.String() }),
)
export type Referral = Static<typeof Referral>
export const ReferralStatusBody = Type.Object({ status: ReferralStatusSchema })

export const BookingFileParams = Type.Object({ id: Id, fileId: Id })

/** List filters (`?limit&offset&q&status`, docs/api.md), with the status checked against each resource's own. */
const listQueryWith = <S extends ReturnType<typeof literalUnion>>(status: S) =>
  Type.Object({ ...ListQuery.properties, status: Type.Optional(status) })
/** CSV exports take the same filters but always export every matching row. */
const exportQueryWith = <S extends ReturnType<typeof literalUnion>>(status: S) =>
  Type.Object({ q: ListQuery.properties.q, status: Type.Optional(status) })

/** The front desk's filters: one day's bookings, one slot, one collection type. */
const bookingFilters = {
  preferredDate: Type.Optional(DateOnly),
  slotId: Type.Optional(
    Type.String({ format: 'uuid', description: 'only bookings for this slot (an id of the slot table)' }),
  ),
  collectionType: Type.Optional(CollectionTypeSchema),
}
/** The staff booking list: the common filters, the front desk's, and the day's order by slot. */
export const BookingListQuery = Type.Object({
  ...listQueryWith(BookingStatusSchema).properties,
  ...bookingFilters,
  sort: Type.Optional(
    Type.Union([Type.Literal('newest'), Type.Literal('slot')], {
      description: 'newest first (default), or by preferred date then slot start time',
    }),
  ),
})
export type BookingListQuery = Static<typeof BookingListQuery>
/** The CSV export takes every filter of the list (its rows always come newest first). */
export const BookingExportQuery = Type.Object({
  ...exportQueryWith(BookingStatusSchema).properties,
  ...bookingFilters,
})
export type BookingExportQuery = Static<typeof BookingExportQuery>
export const ContactMessageListQuery = listQueryWith(ContactMessageStatusSchema)
export type ContactMessageListQuery = Static<typeof ContactMessageListQuery>
export const ContactMessageExportQuery = exportQueryWith(ContactMessageStatusSchema)
export const ReferralListQuery = listQueryWith(ReferralStatusSchema)
export type ReferralListQuery = Static<typeof ReferralListQuery>
export const ReferralExportQuery = exportQueryWith(ReferralStatusSchema)

/** `GET /api/consult/today?date=YYYY-MM-DD`: checked by the route, so a refusal can name the date. */
export const TodayBoardQuery = Type.Object({
  date: Type.Optional(
    Type.String({ maxLength: 40, description: 'the lab-local day, YYYY-MM-DD (default: today in lab time)' }),
  ),
})
export type TodayBoardQuery = Static<typeof TodayBoardQuery>

/** One PIN code's home collections of the day, for the phlebotomist's run sheet. */
export const HomeCollectionRun = Type.Object({
  pincode: Type.String({ description: "the booking's PIN code ('' when none was given)" }),
  area: Type.String({ description: 'the area the lab serves under that PIN code, when it is one' }),
  bookingIds: Type.Array(Id, { description: 'in slot order' }),
})
export type HomeCollectionRun = Static<typeof HomeCollectionRun>

/**
 * The front desk's board of one lab day: the day's bookings that are not cancelled, by slot
 * start then reference (each with what is paid and still due), and its home collections by PIN code.
 */
export const TodayBoard = Type.Object({
  date: DateOnly,
  bookings: Type.Array(Booking),
  homeCollections: Type.Array(HomeCollectionRun),
})
export type TodayBoard = Static<typeof TodayBoard>
