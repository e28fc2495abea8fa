import { createHash, randomBytes } from 'node:crypto'
import {
  type BookingFields,
  type CreatedBooking,
  familyDiscountApplies,
  type SiteLanguage,
} from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { messagesByDefault } from '../../messages/phone-outbox'
import { itemPreparations } from './booking-items'
import { type PricedLines, totalOf } from './booking-quote'
import { nextBookingReference } from './booking-reference'
import { takeSlot } from './booking-rules'
import type { BookingForm } from './booking-upload'
import type { BookingsRepository } from './bookings-repository'
import type { CalendarRepository } from './calendar-repository'
import type { bookingContact } from './contact-rules'
import { assertExpectedTotal, bookingNotices } from './submit-booking-steps'
import { walkInWithoutSlot } from './walk-ins'

interface StoreBookingDeps {
  repository: BookingsRepository
  store: PrivateFileStore
  calendar: CalendarRepository
}

/**
 * One transaction: takes the slot, checks the confirmed total, stores the booking with its file
 * rows, its messages (outbox) and its idempotency answer, and moves the files into place (each path
 * into `moved`, so a failure removes it again).
 */
export async function storeBooking(
  app: FastifyInstance,
  { repository, store, calendar }: StoreBookingDeps,
  trx: Knex.Transaction,
  step: {
    request: FastifyRequest
    form: BookingForm
    fields: BookingFields
    walkIn: boolean
    contact: ReturnType<typeof bookingContact>
    lines: PricedLines
    userId: string | null
    language: SiteLanguage
    moved: string[]
  },
): Promise<CreatedBooking> {
  const { request, form, fields, walkIn, contact, lines, language } = step
  const files = form.files.map((file) => ({ ...file, storedName: store.newStoredName(file.extension) }))
  const when = walkIn && !fields.slotId ? walkInWithoutSlot(fields) : await takeSlot(trx, calendar, fields)
  const { collectionFee, total } = totalOf(lines, when.collectionType)
  assertExpectedTotal(fields.expectedTotal, total, lines.format)
  const claimToken = randomBytes(24).toString('base64url')
  const { items, members, familyMembers } = lines
  const stored = await repository.insert(
    {
      name: fields.name,
      ...contact,
      phone: fields.phone,
      items,
      members,
      family_members: familyMembers,
      family_discount: familyDiscountApplies(familyMembers),
      collection_fee: collectionFee,
      currency: lines.format.currencyCode,
      collection_type: when.collectionType,
      preferred_date: when.preferredDate,
      slot_id: when.slotId,
      slot_label: when.slotLabel,
      pincode: when.pincode,
      reference: nextBookingReference(trx),
      user_id: step.userId,
      claim_hash: createHash('sha256').update(claimToken).digest('hex'),
      language,
      source: walkIn ? 'walk-in' : 'web',
      phone_messages: fields.phoneMessages ?? messagesByDefault(fields.phone),
    },
    files.map((file) => ({
      original_name: file.name,
      stored_name: file.storedName,
      mime_type: file.mimeType,
      size: file.temp.size,
    })),
    trx,
  )
  const preparations = await itemPreparations(trx, stored.items)
  await app.outbox.enqueueAll(bookingNotices(app, stored, { walkIn, language, preparations }), trx)
  await app.idempotency.recordCreated(request, stored.id, 201, trx)
  for (const file of files)
    step.moved.push(await store.moveIntoPlace(file.temp, file.storedName, file.mimeType))
  if (walkIn) {
    // Who registered it: the staff member is the creator of record.
    await app.writeRule.action(request, trx, {
      action: 'create',
      entity: 'booking',
      entityId: stored.id,
      after: { source: 'walk-in', reference: stored.reference, slot: when.slotLabel },
    })
  } else {
    // A visitor's own booking is announced to staff screens but not audited: the audit log is of staff's acts.
    await app.changes.publish({ resource: 'booking', id: stored.id, kind: 'created' }, trx)
  }
  return { ...stored, claimToken }
}
