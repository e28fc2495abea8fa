import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'

/** The same value whatever order an object's keys were sent in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/**
 * What makes two requests "the same" for Idempotency-Key: method, path with query, and the content
 * (the parsed JSON body, or a multipart form's fields and its files' SHA-256), as one SHA-256.
 */
export function requestFingerprint(request: FastifyRequest, content: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, canonical(content)]))
    .digest('hex')
}

/** The SHA-256 of a file's bytes, read as a stream. */
export async function fileSha256(filePath: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(filePath), hash)
  return hash.digest('hex')
}
