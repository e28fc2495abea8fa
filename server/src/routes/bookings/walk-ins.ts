import { httpErrors } from '@fastify/sensible'
import type { BookingFields } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WhenAndWhere } from './booking-rules'
import { labNow } from './lab-calendar'

/**
 * A walk-in is registered by the front desk with a staff token: anyone else sending
 * `source: "walk-in"` is refused with 403 rather than quietly booked as a web booking, so a client
 * that thinks it registered a walk-in is never wrong about it.
 */
export async function requireWalkInStaff(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const refusal = () =>
    httpErrors.forbidden(
      'Only front-desk staff can register a walk-in: sign in as staff, or book on the site',
    )
  const user = await app.signedInUser(request)
  if (!user || user.role === 'visitor') throw refusal()
}

/**
 * A walk-in is a lab visit today (lab time): the date and collection type may be left out, and
 * anything else is refused by name. A slot is optional; when one is given the usual rules (open day,
 * capacity) apply to it.
 */
export function walkInFields(fields: BookingFields, now = new Date()): BookingFields {
  const today = labNow(now).date
  if (fields.collectionType && fields.collectionType !== 'lab') {
    throw httpErrors.badRequest('A walk-in is a lab visit: collectionType must be lab or left out')
  }
  if (fields.preferredDate && fields.preferredDate !== today) {
    throw httpErrors.badRequest(`A walk-in is a lab visit today: preferredDate must be ${today} or left out`)
  }
  return { ...fields, collectionType: 'lab', preferredDate: today, pincode: undefined }
}

/** Where and when a walk-in without a slot happens: at the lab, today, in no slot. */
export const walkInWithoutSlot = (fields: BookingFields): WhenAndWhere => ({
  collectionType: 'lab',
  preferredDate: fields.preferredDate ?? labNow().date,
  slotId: null,
  slotLabel: '',
  pincode: null,
})
