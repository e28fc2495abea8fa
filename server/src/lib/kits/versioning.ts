import { isRecord } from '@labsite/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Parses `If-Match: "3"` (also W/"3" or 3); null when absent or `*`. */
export function ifMatchVersion(request: FastifyRequest): number | null {
  const raw = request.headers['if-match']
  if (!raw || raw.trim() === '*') return null
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(raw.trim())
  if (!match) {
    throw Object.assign(new Error('If-Match must be a record version such as "3"'), { statusCode: 400 })
  }
  return Number(match[1])
}

export class StaleVersionError extends Error {
  statusCode = 412
  constructor(readonly current: unknown) {
    super(
      'This record was changed by someone else. Reload it to see the change, or save again to overwrite it.',
    )
  }
}

/** No lost update: a stale If-Match answers 412 with the current record. */
export function assertFreshVersion(request: FastifyRequest, currentVersion: number, current: unknown): void {
  const expected = ifMatchVersion(request)
  if (expected !== null && expected !== currentVersion) throw new StaleVersionError(current)
}

export function setVersionEtag(reply: FastifyReply, version: number): void {
  reply.header('etag', `"${version}"`)
}

/** The version of a record a list resource answers (every one carries it: the RecordMeta schema). */
export function versionOf(record: unknown): number {
  const version = isRecord(record) ? record.version : undefined
  if (typeof version !== 'number') throw new TypeError('A versioned record has a numeric version')
  return version
}
