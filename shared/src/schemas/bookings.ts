import { type Static, Type } from 'typebox'
import { BookingTotal } from '../booking-total'
import { BOOKING_STATUSES, REPORT_SHARE_DEFAULT_DAYS, REPORT_SHARE_MAX_DAYS } from '../constants'
import {
  BookedMember,
  BookingChoiceFields,
  BookingItem,
  BookingRecordFields,
  BookingReference,
  BookingSourceSchema,
  CollectionTypeSchema,
  DateOnly,
} from './booking-choices'
import {
  CalendarDate,
  Email,
  exportQueryWith,
  Id,
  LongText,
  listQueryWith,
  literalUnion,
  Phone,
  RequiredText,
  recordOf,
} from './common'

export const BookingStatusSchema = literalUnion(BOOKING_STATUSES)

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

export const BookingFileParams = Type.Object({ id: Id, fileId: Id })

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
