import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Consultation, ConsultationFields, ErrorBody } from '@labsite/shared'
import { formRateLimit } from '../../lib/enquiry-submit'
import { jsonOrMultipart } from '../../lib/multipart-body'
import type { PrivateFileStore, TempFile } from '../../lib/private-files'
import { fileSha256 } from '../../lib/request-fingerprint'
import { setVersionEtag } from '../../lib/versioning'
import { newConsultationMail, staffNotification } from '../../mail/enquiry-mails'
import { validateInput } from '../../plugins/validation'
import { type ConsultationForm, readConsultationMultipart } from './consultation-upload'
import type { ConsultationsRepository } from './consultations-repository'

/**
 * POST /consult/consultation (DESIGN §4.3): a booking enquiry that is never half-stored. Files are
 * streamed to the private temporary folder and checked first; then one transaction stores the
 * enquiry with its file rows, its staff e-mail (outbox) and its idempotency answer, and moves the files
 * into place; any failure removes every file again.
 */
const submitConsultation: FastifyPluginAsyncTypebox<{
  repository: ConsultationsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  app.post(
    '/consult/consultation',
    {
      config: {
        rateLimit: formRateLimit(app),
        idempotency: { replay: (id) => repository.findById(id) },
      },
      schema: {
        tags: ['consultations'],
        summary: 'Send a booking enquiry (multipart with up to 5 image/PDF `files`, or JSON)',
        body: jsonOrMultipart(
          ConsultationFields,
          { files: 'up to 5 images or PDFs (repeat the field), judged by their bytes' },
          'The same fields as text parts, and the attachments as `files`.',
        ),
        response: {
          201: Consultation,
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const received: TempFile[] = []
      const moved: string[] = []
      let consultation: Consultation
      try {
        const form: ConsultationForm = request.isMultipart()
          ? await readConsultationMultipart(request, store, (file) => received.push(file))
          : { fields: request.body ?? {}, files: [] }
        const fields = validateInput<ConsultationFields>(request, ConsultationFields, trimmed(form.fields))
        if (
          request.idempotency &&
          (await app.idempotency.claimAfterBody(request, reply, await formContent(form)))
        ) {
          await store.remove(received.map((file) => file.path))
          return reply
        }
        consultation = await app.knex.transaction(async (trx) => {
          const files = form.files.map((file) => ({
            ...file,
            storedName: store.newStoredName(file.extension),
          }))
          const stored = await repository.insert(
            fields,
            files.map((file) => ({
              original_name: file.name,
              stored_name: file.storedName,
              mime_type: file.mimeType,
              size: file.temp.size,
            })),
            trx,
          )
          await app.outbox.enqueue(
            staffNotification(newConsultationMail(stored, app.config.publicUrl), stored.id),
            trx,
          )
          await app.idempotency.recordCreated(request, stored.id, 201, trx)
          for (const file of files) moved.push(await store.moveIntoPlace(file.temp, file.storedName))
          await app.changes.publish({ resource: 'consultation', id: stored.id, kind: 'created' }, trx)
          return stored
        })
      } catch (error) {
        const left = await store.remove([...received.map((file) => file.path), ...moved])
        if (left.length > 0) request.log.error({ files: left }, 'could not remove files of a refused booking')
        throw error
      }
      setVersionEtag(reply, consultation.version)
      return reply.code(201).send(consultation)
    },
  )
}

/** What the visitor sent, for the Idempotency-Key fingerprint: every field and each file's name and SHA-256. */
async function formContent(form: ConsultationForm) {
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

export default submitConsultation
