import path from 'node:path'
import { httpErrors } from '@fastify/sensible'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { attachmentDisposition, nameForDetectedType } from '../../lib/rendering/content-disposition'
import type { BookingFileRow } from './bookings-repository'

/**
 * Sends a booking's private file (attachment or report) as a download nobody caches or renders in
 * the site's origin. The caller has checked who may have it and audited the download.
 */
export async function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: PrivateFileStore,
  file: BookingFileRow,
  options: { inline?: boolean } = {},
) {
  // Through the store, so the file is found on local disk or in the S3 bucket alike.
  const stored = await store.open(file.stored_name)
  if (!stored) {
    request.log.error({ fileId: file.id, storedName: file.stored_name }, 'booking file missing on disk')
    throw httpErrors.notFound('This file is no longer available')
  }
  // Only a PDF is ever shown inline: the browser's own viewer draws it. That viewer is a plugin the
  // `sandbox` directive would block, so an inline PDF may embed itself (object-src 'self') and nothing else.
  const inline = options.inline === true && file.mime_type === 'application/pdf'
  return reply
    .header('content-type', file.mime_type)
    .header('content-length', stored.size)
    .header(
      'content-disposition',
      attachmentDisposition(
        nameForDetectedType(file.original_name, path.extname(file.stored_name)),
        inline ? 'inline' : 'attachment',
      ),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-security-policy',
      inline
        ? "default-src 'none'; object-src 'self'; frame-ancestors 'none'"
        : "default-src 'none'; sandbox",
    )
    .send(stored.stream)
}
