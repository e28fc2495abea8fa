import path from 'node:path'
import { PassThrough } from 'node:stream'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { ErasureReport, PersonQuery } from '@labsite/shared'
import yazl from 'yazl'
import { createPrivateFileStore } from '../../lib/infrastructure/private-files'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { attachmentDisposition } from '../../lib/rendering/content-disposition'
import { removeMailFilesMentioning, removeMailFilesOlderThan } from './mail-files'
import { collectPersonData, erasePersonData, PERSON_TABLES, purgeClosedEnquiries } from './person-data'

/** A name safe inside a zip: no folders, no control characters. */
const zipName = (name: string) => name.replace(/[\\/\p{Cc}]/gu, '_').slice(0, 150) || 'file'

/**
 * Privacy duties (DPDP Act 2023): an admin exports or erases everything the lab keeps
 * about an e-mail address; closed enquiries are purged after RETENTION_DAYS by the scheduler.
 */
const privacy: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = [app.requireRole('admin')]
  const files = createPrivateFileStore(app.config.dataDir, 'consultations', app.objects)
  const mailDir = path.join(app.config.dataDir, 'outbox')

  app.get(
    '/admin/privacy/export',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['privacy'],
        summary:
          'Everything about a person (e-mail, their account, phone): data.json and the files, in a zip',
        security: BEARER,
        querystring: PersonQuery,
        response: {
          200: Type.Unsafe({ type: 'string', format: 'binary', description: 'application/zip' }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { data, files: fileRows } = await collectPersonData(app.knex, request.query)
      await app.audit(request, {
        action: 'export',
        entity: 'person',
        after: {
          email: request.query.email,
          bookings: data.bookings.length,
          files: fileRows.length,
        },
      })
      const zip = new yazl.ZipFile()
      zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json')
      for (const file of fileRows) {
        const stored = await files.open(file.stored_name)
        if (!stored) {
          request.log.error({ storedName: file.stored_name }, 'booking file missing from the file store')
          continue
        }
        zip.addReadStream(stored.stream, `files/${file.booking_id}/${zipName(file.original_name)}`)
      }
      zip.end()
      const day = new Date().toISOString().slice(0, 10)
      const body = new PassThrough()
      zip.outputStream.on('error', (error) => body.destroy(error)).pipe(body)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(`personal-data-${day}.zip`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body)
    },
  )

  app.post(
    '/admin/privacy/erase',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['privacy'],
        summary:
          'Erase everything about a person (e-mail, their account, phone); the audit keeps only that it happened',
        security: BEARER,
        body: PersonQuery,
        response: { 200: ErasureReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { email } = request.body
      if (request.user?.email.toLowerCase() === email.toLowerCase()) {
        throw app.httpErrors.badRequest('You cannot erase your own account while signed in with it')
      }
      const { report, storedFiles, identifiers } = await app.knex.transaction(async (trx) => {
        const erased = await erasePersonData(trx, request.body)
        await app.audit(request, { action: 'erase', entity: 'person', after: erased.report }, trx)
        for (const { resource, id } of erased.erased)
          await app.changes.publish({ resource, id, kind: 'deleted' }, trx)
        return erased
      })
      const left = await files.remove(storedFiles.map((name) => files.pathOf(name)))
      if (left.length > 0) request.log.error({ files: left }, 'could not remove files of an erased person')
      report.mails += await removeMailFilesMentioning(mailDir, identifiers)
      await app.compactErasedPages(PERSON_TABLES)
      return report
    },
  )

  app.scheduler.add({
    name: 'retention-purge',
    everyMs: 6 * 60 * 60 * 1000,
    run: async () => {
      const days = app.config.retentionDays
      const { ids, storedFiles } = await app.knex.transaction(async (trx) => {
        const purged = await purgeClosedEnquiries(trx, days)
        for (const { resource, id } of purged.erased)
          await app.changes.publish({ resource, id, kind: 'deleted' }, trx)
        if (purged.ids.length > 0) {
          await trx('audit_log').insert({
            action: 'delete',
            entity: 'retention',
            after: JSON.stringify({ enquiries: purged.ids.length, files: purged.storedFiles.length, days }),
          })
        }
        return purged
      })
      await files.remove(storedFiles.map((name) => files.pathOf(name)))
      const mails = await removeMailFilesOlderThan(mailDir, new Date(Date.now() - days * 86_400_000))
      if (ids.length > 0 || mails > 0) app.log.info({ enquiries: ids.length, mails, days }, 'retention purge')
    },
  })
}

export default privacy
