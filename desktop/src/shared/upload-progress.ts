/**
 * How the page and main's relay agree on one upload's progress. The page tags its request with an id
 * (and the body's size, which main cannot know before it has streamed it); the relay strips both
 * before forwarding and reports `{ uploadId, sent, total }` as it streams the body to the server.
 * Kept free of Electron and TypeBox so the sandboxed preload can import it.
 */
export const UPLOAD_ID_HEADER = 'x-labsite-upload-id'
export const UPLOAD_SIZE_HEADER = 'x-labsite-upload-size'
/** A UUID-like token: nothing the page could use to smuggle anything else through the header. */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

export interface UploadProgress {
  uploadId: string
  /** Bytes of the body handed to the connection to the lab server so far. */
  sent: number
  total: number
}

export const isUploadId = (value: unknown): value is string =>
  typeof value === 'string' && UPLOAD_ID_PATTERN.test(value)

/**
 * A listener of every upload's progress that passes on only the events of `uploadId`: the preload
 * (and the test bridge) subscribe each upload through it, so one upload never sees another's bytes.
 */
export function forUpload(
  uploadId: string,
  listener: (progress: { sent: number; total: number }) => void,
): (progress: UploadProgress) => void {
  if (!isUploadId(uploadId)) throw new Error('Invalid upload id.')
  if (typeof listener !== 'function') throw new Error('The listener must be a function.')
  return (progress) => {
    if (progress.uploadId === uploadId) listener({ sent: progress.sent, total: progress.total })
  }
}
