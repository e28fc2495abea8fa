import { type Static, Type } from 'typebox'

/**
 * The short text a front-desk notification needs for a new enquiry: who (first name and initial) and
 * what (the booked item or the message subject, cut short). Nothing else of the record travels.
 */
export const StaffEventNotice = Type.Object({ who: Type.String(), what: Type.String() })
export type StaffEventNotice = Static<typeof StaffEventNotice>

/** One `change` event of the staff event stream (`GET /api/events`). */
export const StaffEvent = Type.Object({
  resource: Type.String(),
  id: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([
    Type.Literal('created'),
    Type.Literal('updated'),
    Type.Literal('deleted'),
    Type.Literal('reordered'),
  ]),
  notice: Type.Optional(StaffEventNotice),
})
export type StaffEvent = Static<typeof StaffEvent>

/** Change bus resources of the public enquiry forms: what front-desk alerts are about. */
export const ENQUIRY_RESOURCES = ['booking', 'contact-message', 'referral'] as const

/** `POST /api/events/ticket`: a single-use pass for opening the stream where no header can be sent. */
export const EventTicket = Type.Object({
  ticket: Type.String(),
  expiresInSeconds: Type.Integer(),
})
export type EventTicket = Static<typeof EventTicket>
