import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  amountText,
  BookingFields,
  CreatedBooking,
  ErrorBody,
  familyDiscountApplies,
  PriceMovedBody,
  roundMoney,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { formRateLimit } from '../../lib/enquiry-submit'
import { jsonOrMultipart } from '../../lib/multipart-body'
import type { PrivateFileStore, TempFile } from '../../lib/private-files'
import { fileSha256 } from '../../lib/request-fingerprint'
import { setVersionEtag } from '../../lib/versioning'
import { bookingReceivedMail } from '../../mail/booking-mails'
import { newBookingMail, staffNotification } from '../../mail/enquiry-mails'
import { visitorMailLanguage } from '../../mail/mail-language'
import { bookingWhatsApp, messagesByDefault } from '../../messages/phone-outbox'
import { validateInput } from '../../plugins/validation'
import { itemPreparations, parseListField } from './booking-items'
import { priceLines, totalOf } from './booking-quote'
import { nextBookingReference } from './booking-reference'
import { checkWhenAndWhere, takeSlot } from './booking-rules'
import { type BookingForm, readBookingMultipart } from './booking-upload'
import type { BookingsRepository } from './bookings-repository'
import type { CalendarRepository } from './calendar-repository'
import { bookingContact } from './contact-rules'
import { requireWalkInStaff, walkInFields, walkInWithoutSlot } from './walk-ins'

/**
 * POST /consult/consultation: a booking enquiry that is never half-stored. Files are
 * streamed to the private temporary folder and checked first; then one transaction stores the
 * enquiry with its file rows, its staff e-mail (outbox) and its idempotency answer, and moves the files
 * into place; any failure removes every file again.
 */
const submitBooking: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
  calendar: CalendarRepository
}> = async (app, { repository, store, calendar }) => {
  /** The signed-in visitor booking; a missing or stale token books as a guest. */
  async function signedInVisitorId(request: FastifyRequest): Promise<string | null> {
    if (!request.headers.authorization) return null
    try {
      await app.authenticate(request, undefined as never)
      return request.user.id
    } catch {
      return null
    }
  }

  /**
   * The account that has proved this e-mail address, or this phone number by a sign-in code: a guest
   * booking made with either is theirs.
   */
  async function provedOwnerOf(email: string, phone: string): Promise<string | null> {
    const owner = await app
      .knex('users')
      .where((w) =>
        w
          .where((e) =>
            e.whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).whereNotNull('email_verified_at'),
          )
          .orWhere((p) => p.where({ phone }).whereNotNull('phone_verified_at')),
      )
      .orderBy('created_at')
      .first('id')
    return owner?.id ?? null
  }

  app.post(
    '/consult/consultation',
    {
      config: {
        rateLimit: formRateLimit(app),
        // A replay answers what the first answer did: never the staff notes written since.
        idempotency: {
          replay: async (id) => {
            const booking = await repository.findById(id)
            return booking && { ...booking, notes: '' }
          },
        },
      },
      schema: {
        tags: ['bookings'],
        summary:
          'Book (multipart with up to 5 image/PDF `files`, or JSON): what (`items`), when and where (`collectionType`, `preferredDate`, `slotId`, `pincode`). 409 when the slot has just filled up, naming the next free slots, or when the total differs from `expectedTotal` (the body then carries the new `total`).',
        body: jsonOrMultipart(
          BookingFields,
          { files: 'up to 5 images or PDFs (repeat the field), judged by their bytes' },
          'The same fields as text parts, and the attachments as `files`.',
        ),
        response: {
          201: CreatedBooking,
          400: ErrorBody,
          409: PriceMovedBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const received: TempFile[] = []
      const moved: string[] = []
      let booking: CreatedBooking
      try {
        const form: BookingForm = request.isMultipart()
          ? await readBookingMultipart(request, store, (file) => received.push(file))
          : { fields: request.body ?? {}, files: [] }
        const raw = trimmed(form.fields) as Record<string, unknown>
        if ('items' in raw) raw.items = parseListField('items', raw.items, '{ "type", "id" }')
        if ('members' in raw) {
          raw.members = parseListField('members', raw.members, '{ "name", "age", "sex", "items" }')
        }
        if (typeof raw.familyMembers === 'string' && /^\d+$/.test(raw.familyMembers)) {
          raw.familyMembers = Number(raw.familyMembers)
        }
        for (const optional of [
          'collectionType',
          'preferredDate',
          'slotId',
          'pincode',
          'familyMembers',
          'expectedTotal',
          'email',
          'address',
          'description',
        ]) {
          if (raw[optional] === '') delete raw[optional]
        }
        const sent = validateInput<BookingFields>(request, BookingFields, raw)
        const walkIn = sent.source === 'walk-in'
        if (walkIn) await requireWalkInStaff(app, request)
        const fields = walkIn ? walkInFields(sent) : sent
        const contact = bookingContact(fields, walkIn)
        const lines = await priceLines(app.knex, fields)
        const { items, members, familyMembers } = lines
        // A walk-in without a slot is at the lab now: no day or capacity to check.
        if (!walkIn || fields.slotId) await checkWhenAndWhere(calendar, fields)
        // A walk-in is the patient's booking, not the staff member's: only a proved address can own it.
        const userId =
          (walkIn ? null : await signedInVisitorId(request)) ??
          (await provedOwnerOf(contact.email, fields.phone))
        const claimToken = randomBytes(24).toString('base64url')
        // The booking's e-mails speak the language the visitor booked in (the site sends it), else the site's.
        const language = await visitorMailLanguage(app.knex, request.headers['accept-language'])
        if (
          request.idempotency &&
          (await app.idempotency.claimAfterBody(request, reply, await formContent(form)))
        ) {
          await store.remove(received.map((file) => file.path))
          return reply
        }
        booking = await app.knex.transaction(async (trx) => {
          const files = form.files.map((file) => ({
            ...file,
            storedName: store.newStoredName(file.extension),
          }))
          const when =
            walkIn && !fields.slotId ? walkInWithoutSlot(fields) : await takeSlot(trx, calendar, fields)
          const { collectionFee, total } = totalOf(lines, when.collectionType)
          if (fields.expectedTotal !== undefined && roundMoney(fields.expectedTotal) !== total.total) {
            throw Object.assign(
              app.httpErrors.conflict(
                `The total of this booking is now ${amountText(total.total, lines.format)}, not ${amountText(roundMoney(fields.expectedTotal), lines.format)}: a price changed. Please check it and confirm again.`,
              ),
              { total },
            )
          }
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
              user_id: userId,
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
          await app.outbox.enqueueAll(
            [
              // The desk registered a walk-in itself: no e-mail tells staff of it.
              ...(walkIn ? [] : [staffNotification(newBookingMail(stored, app.config.publicUrl), stored.id)]),
              bookingReceivedMail(
                stored,
                app.bookingLinks,
                language,
                await itemPreparations(trx, stored.items),
              ),
              ...bookingWhatsApp('booking-confirmed', stored, app.bookingLinks, language),
            ],
            trx,
          )
          if (walkIn) {
            // Who registered it: the staff member is the creator of record.
            await app.audit(
              request,
              {
                action: 'create',
                entity: 'booking',
                entityId: stored.id,
                after: { source: 'walk-in', reference: stored.reference, slot: when.slotLabel },
              },
              trx,
            )
          }
          await app.idempotency.recordCreated(request, stored.id, 201, trx)
          for (const file of files)
            moved.push(await store.moveIntoPlace(file.temp, file.storedName, file.mimeType))
          await app.changes.publish({ resource: 'booking', id: stored.id, kind: 'created' }, trx)
          return { ...stored, claimToken }
        })
      } catch (error) {
        const left = await store.remove([...received.map((file) => file.path), ...moved])
        if (left.length > 0) request.log.error({ files: left }, 'could not remove files of a refused booking')
        throw error
      }
      setVersionEtag(reply, booking.version)
      return reply.code(201).send(booking)
    },
  )
}

/** What the visitor sent, for the Idempotency-Key fingerprint: every field and each file's name and SHA-256. */
async function formContent(form: BookingForm) {
  return {
    fields: form.fields,
    files: await Promise.all(
      form.files.map(async (file) => ({ name: file.name, sha256: await fileSha256(file.temp.path) })),
    ),
  }
}

/** Text as typed, without the spaces around it (a form field of spaces then counts as blank). */
const trimmed = (fields: object) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  )

export default submitBooking
