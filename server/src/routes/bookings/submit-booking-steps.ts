import { httpErrors } from '@fastify/sensible'
import {
  amountText,
  type Booking,
  type BookingFields,
  type BookingTotal,
  type PriceFormat,
  roundMoney,
  type SiteLanguage,
} from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bookingReceivedMail } from '../../mail/booking-mails'
import { newBookingMail, staffNotification } from '../../mail/enquiry-mails'
import type { NewOutboxMail } from '../../mail/outbox-repository'
import { bookingWhatsApp } from '../../messages/phone-outbox'
import { parseListField } from './booking-items'
import { requireWalkInStaff, walkInFields } from './walk-ins'

/**
 * The named steps of POST /consult/consultation (submit-booking.ts): read the fields, identify the
 * caller, find the account the booking belongs to, check the price the visitor confirmed, and the
 * messages it sends. Each has its own tests (submit-booking-steps.test.ts).
 */

/** Fields a form may send as empty text when the visitor left them blank: left out instead. */
const BLANK_MEANS_LEFT_OUT = [
  'collectionType',
  'preferredDate',
  'slotId',
  'pincode',
  'familyMembers',
  'expectedTotal',
  'email',
  'address',
  'description',
] as const

/**
 * A form's fields as the body schema reads them: text trimmed, the `items` and `members` lists parsed
 * from their JSON text (a multipart form sends text), a count of family members as a number, and
 * blank optional fields left out. The schema then judges the result.
 */
export function bookingFieldsOf(fields: object): Record<string, unknown> {
  const raw: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  )
  if ('items' in raw) raw.items = parseListField('items', raw.items, '{ "type", "id" }')
  if ('members' in raw) {
    raw.members = parseListField('members', raw.members, '{ "name", "age", "sex", "items" }')
  }
  if (typeof raw.familyMembers === 'string' && /^\d+$/.test(raw.familyMembers)) {
    raw.familyMembers = Number(raw.familyMembers)
  }
  for (const optional of BLANK_MEANS_LEFT_OUT) if (raw[optional] === '') delete raw[optional]
  return raw
}

/** Who is booking: front-desk staff registering a walk-in (checked here, else 403), or a visitor. */
export async function identifyCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  sent: BookingFields,
): Promise<{ walkIn: boolean; fields: BookingFields }> {
  if (sent.source !== 'walk-in') return { walkIn: false, fields: sent }
  await requireWalkInStaff(app, request)
  return { walkIn: true, fields: walkInFields(sent) }
}

/**
 * The account the booking belongs to: the signed-in visitor (a missing or stale token books as a
 * guest), else the account that has proved the booking's e-mail or phone. A walk-in is the patient's
 * booking, not the staff member's: only a proved address can own it.
 */
export async function bookingOwnerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  booking: { walkIn: boolean; email: string; phone: string },
): Promise<string | null> {
  const signedIn = booking.walkIn ? null : await app.signedInUser(request)
  return signedIn?.id ?? (await app.usersRepository.findProvedOwner(booking.email, booking.phone))
}

/**
 * The visitor confirmed a total (`expectedTotal`): when the catalogue's prices moved since, 409 with
 * the new total, so they confirm again rather than being charged what they did not see.
 */
export function assertExpectedTotal(
  expectedTotal: number | undefined,
  total: BookingTotal,
  format: PriceFormat,
): void {
  if (expectedTotal === undefined || roundMoney(expectedTotal) === total.total) return
  throw Object.assign(
    httpErrors.conflict(
      `The total of this booking is now ${amountText(total.total, format)}, not ${amountText(roundMoney(expectedTotal), format)}: a price changed. Please check it and confirm again.`,
    ),
    { total },
  )
}

/**
 * What a new booking sends: staff hear of a web booking (the desk registered a walk-in itself), the
 * visitor gets the booking's e-mail with each test's preparation, and a WhatsApp message when wanted.
 */
export function bookingNotices(
  app: Pick<FastifyInstance, 'config' | 'bookingLinks'>,
  booking: Booking,
  options: {
    walkIn: boolean
    language: SiteLanguage
    preparations: Parameters<typeof bookingReceivedMail>[3]
  },
): NewOutboxMail[] {
  return [
    ...(options.walkIn ? [] : [staffNotification(newBookingMail(booking, app.config.publicUrl), booking.id)]),
    bookingReceivedMail(booking, app.bookingLinks, options.language, options.preparations),
    ...bookingWhatsApp('booking-confirmed', booking, app.bookingLinks, options.language),
  ]
}
