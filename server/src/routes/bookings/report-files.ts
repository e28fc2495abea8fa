import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { Type } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** The answer of a report download: the PDF's bytes. */
export const REPORT_FILE = Type.Unsafe<Readable>({
  type: 'string',
  format: 'binary',
  description: 'the report PDF',
})

/** Only hashes of tokens and codes are kept: what was sent cannot be read back from the database. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Every report download is audited, with how it was allowed (`via`). */
export const auditReportDownload = (
  app: FastifyInstance,
  request: FastifyRequest,
  bookingId: string,
  fileId: string,
  via: string,
) =>
  app.audit(request, {
    action: 'download',
    entity: 'booking',
    entityId: bookingId,
    after: { fileId, kind: 'report', via },
  })
