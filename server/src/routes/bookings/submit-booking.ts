import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BookingFields, CreatedBooking, ErrorBody, PriceMovedBody } from '@labsite/shared'
import type { PrivateFileStore, TempFile } from '../../lib/infrastructure/private-files'
import { fileSha256 } from '../../lib/infrastructure/request-fingerprint'
import { formRateLimit } from '../../lib/kits/enquiry-submit'
import { jsonOrMultipart } from '../../lib/kits/multipart-body'
import { setVersionEtag } from '../../lib/kits/versioning'
import { visitorMailLanguage } from '../../mail/mail-language'
import { validateInput } from '../../plugins/validation'
import { priceLines } from './booking-quote'
import { checkWhenAndWhere } from './booking-rules'
import { type BookingForm, readBookingMultipart } from './booking-upload'
import type { BookingsRepository } from './bookings-repository'
import type { CalendarRepository } from './calendar-repository'
import { bookingContact } from './contact-rules'
import { storeBooking } from './store-booking'
import { bookingFieldsOf, bookingOwnerOf, identifyCaller } from './submit-booking-steps'

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
        const sent = validateInput<BookingFields>(request, BookingFields, bookingFieldsOf(form.fields))
        const { walkIn, fields } = await identifyCaller(app, request, sent)
        const contact = bookingContact(fields, walkIn)
        const lines = await priceLines(app.knex, fields)
        // A walk-in without a slot is at the lab now: no day or capacity to check.
        if (!walkIn || fields.slotId) await checkWhenAndWhere(calendar, fields)
        const userId = await bookingOwnerOf(app, request, {
          walkIn,
          email: contact.email,
          phone: fields.phone,
        })
        // The booking's e-mails speak the language the visitor booked in (the site sends it), else the site's.
        const language = await visitorMailLanguage(app.knex, request.headers['accept-language'])
        if (
          request.idempotency &&
          (await app.idempotency.claimAfterBody(request, reply, await formContent(form)))
        ) {
          await store.remove(received.map((file) => file.path))
          return reply
        }
        booking = await app.knex.transaction((trx) =>
          storeBooking(app, { repository, store, calendar }, trx, {
            request,
            form,
            fields,
            walkIn,
            contact,
            lines,
            userId,
            language,
            moved,
          }),
        )
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

export default submitBooking
