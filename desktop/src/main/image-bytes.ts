import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@labsite/shared'

/** An image the page hands over to keep: bytes, at most what the server takes. */
export function imageBytes(name: string, bytes: unknown): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new Error('The image arrived without its bytes.')
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new Error(`"${name}" is larger than the ${MAX_UPLOAD_MB} MB an image may be.`)
  return bytes
}
