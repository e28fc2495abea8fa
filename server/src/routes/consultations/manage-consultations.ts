import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  Consultation,
  ConsultationExportQuery,
  ConsultationFileParams,
  ConsultationListQuery,
  ConsultationPatch,
  ErrorBody,
  IdParams,
  StaleVersionBody,
} from '@labsite/shared'
import { attachmentDisposition, nameForDetectedType } from '../../lib/content-disposition'
import {
  assertFoundAndFresh,
  ENQUIRY_UPDATE_REFUSALS,
  registerEnquiryList,
  updateEnquiry,
} from '../../lib/enquiry-routes'
import type { PrivateFileStore } from '../../lib/private-files'
import { setVersionEtag } from '../../lib/versioning'
import { consultationCsvColumns } from './consultations-csv'
import type { ConsultationsRepository } from './consultations-repository'

/** What the audit log keeps of an enquiry: no health data, so deleting the enquiry really removes it. */
const auditView = (consultation: Consultation) => ({
  status: consultation.status,
  version: consultation.version,
  files: consultation.files.length,
})

/** Staff (or admin) work on booking enquiries: list, export, download attachments, update, delete. */
const manageConsultations: FastifyPluginAsyncTypebox<{
  repository: ConsultationsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const staffOnly = [app.requireRole('staff')]
  const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

  registerEnquiryList(app, {
    path: '/content/consultations',
    tag: 'consultations',
    record: Consultation,
    listQuery: ConsultationListQuery,
    exportQuery: ConsultationExportQuery,
    csvName: 'consultations',
    entity: 'consultation',
    csvColumns: consultationCsvColumns,
    repository,
  })

  app.get(
    '/consult/consultation/:id/files/:fileId',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['consultations'],
        summary: 'Download a file attached to a booking enquiry',
        params: ConsultationFileParams,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'the file as sent' }),
          ...refusals,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await repository.findFile(request.params.id, request.params.fileId)
      if (!file) throw app.httpErrors.notFound('File not found')
      const filePath = store.pathOf(file.stored_name)
      const onDisk = await stat(filePath).catch(() => null)
      if (!onDisk) {
        request.log.error(
          { fileId: file.id, storedName: file.stored_name },
          'consultation file missing on disk',
        )
        throw app.httpErrors.notFound('This file is no longer available')
      }
      await app.audit(request, {
        action: 'download',
        entity: 'consultation',
        entityId: file.consultation_id,
        after: { fileId: file.id, type: file.mime_type, size: file.size },
      })
      return reply
        .header('content-type', file.mime_type)
        .header('content-length', onDisk.size)
        .header(
          'content-disposition',
          attachmentDisposition(nameForDetectedType(file.original_name, path.extname(file.stored_name))),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(filePath))
    },
  )

  app.get(
    '/consult/consultation/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['consultations'],
        summary: 'One booking enquiry (each view is recorded in the audit log)',
        params: IdParams,
        response: { 200: Consultation, ...refusals, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const consultation = await repository.findById(request.params.id)
      if (!consultation) throw app.httpErrors.notFound('Consultation not found')
      await app.audit(request, { action: 'view', entity: 'consultation', entityId: consultation.id })
      setVersionEtag(reply, consultation.version)
      return reply.header('cache-control', 'private, no-store').send(consultation)
    },
  )

  app.patch(
    '/consult/consultation/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['consultations'],
        params: IdParams,
        body: ConsultationPatch,
        response: { 200: Consultation, ...ENQUIRY_UPDATE_REFUSALS },
      },
    },
    async (request, reply) => {
      const { status, notes } = request.body
      if (status === undefined && notes === undefined) {
        throw app.httpErrors.badRequest('Send status or notes to change')
      }
      return updateEnquiry(app, request, reply, {
        id: request.params.id,
        entity: 'consultation',
        notFoundMessage: 'Consultation not found',
        findForUpdate: repository.findForUpdate,
        apply: (current, trx) => repository.update(current.id, { status, notes }, trx),
        auditView: (consultation, before) => ({
          ...auditView(consultation),
          ...(before ? { notesChanged: notes !== undefined && notes !== before.notes } : {}),
        }),
      })
    },
  )

  app.delete(
    '/consult/consultation/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['consultations'],
        params: IdParams,
        response: { 204: Type.Null(), ...refusals, 404: ErrorBody, 412: StaleVersionBody },
      },
    },
    async (request, reply) => {
      const storedNames = await app.knex.transaction(async (trx) => {
        const current = assertFoundAndFresh(
          request,
          await repository.findForUpdate(request.params.id, trx),
          'Consultation not found',
        )
        const names = await repository.delete(current.id, trx)
        // Nothing about the enquiry outlives it: its replayable answer and its staff e-mail go too.
        await app.idempotency.forget([current.id], trx)
        await app.outbox.repository.forgetAbout([current.id], trx)
        await app.audit(
          request,
          { action: 'delete', entity: 'consultation', entityId: current.id, before: auditView(current) },
          trx,
        )
        await app.changes.publish({ resource: 'consultation', id: current.id, kind: 'deleted' }, trx)
        return names
      })
      // The rows are gone, so the files are unreachable; a file that cannot be removed is logged for cleanup.
      const left = await store.remove(storedNames.map((name) => store.pathOf(name)))
      if (left.length > 0)
        request.log.error({ files: left }, 'could not remove files of a deleted consultation')
      return reply.code(204).send(null)
    },
  )
}

export default manageConsultations
