import { EVENT_CHANNEL } from '../shared/channels'
import {
  isUploadId,
  UPLOAD_ID_HEADER,
  UPLOAD_SIZE_HEADER,
  type UploadProgress,
} from '../shared/upload-progress'
import { isAppUrl } from './window'

/** One upload the page asked to follow: its id and the body's size as the page counted it. */
export interface UploadTag {
  uploadId: string
  total: number
}

/**
 * Takes the page's upload tag off the headers (the lab server never sees it) and answers it, or null
 * when the request carries none or a malformed one (then it is relayed without progress).
 */
export function takeUploadTag(headers: Headers): UploadTag | null {
  const uploadId = headers.get(UPLOAD_ID_HEADER)
  const size = headers.get(UPLOAD_SIZE_HEADER)
  headers.delete(UPLOAD_ID_HEADER)
  headers.delete(UPLOAD_SIZE_HEADER)
  const total = Number(size)
  if (!isUploadId(uploadId) || !size || !Number.isSafeInteger(total) || total <= 0) return null
  return { uploadId, total }
}

/** The size of the pieces the body is handed to the connection in (and counted by). */
const SLICE_BYTES = 64 * 1024

/**
 * The body as the connection to the lab server takes it, counted on the way. The stream hands out
 * one slice at a time and only when asked (no buffer of its own), and fetch asks for the next only
 * once the socket took the previous one, so the count follows what left for the server, not what
 * the page handed main (which is instant). Reports about once per percent, and the bytes that really
 * went once the body is through; nothing after a cancel.
 */
export function countedBody(
  body: ReadableStream<Uint8Array>,
  { uploadId, total }: UploadTag,
  report: (progress: UploadProgress) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  const step = Math.max(1, Math.floor(total / 100))
  let pending: Uint8Array = new Uint8Array(0)
  let sent = 0
  let reported = 0
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (pending.byteLength === 0) {
          const { done, value } = await reader.read()
          if (done) {
            // The page's size was only a promise: the end is the bytes that really went.
            report({ uploadId, sent, total: sent })
            controller.close()
            return
          }
          pending = value
        }
        const slice = pending.subarray(0, SLICE_BYTES)
        pending = pending.subarray(slice.byteLength)
        controller.enqueue(slice)
        sent += slice.byteLength
        if (sent - reported >= step && sent < total) {
          reported = sent
          report({ uploadId, sent, total })
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  )
}

/** Where main's events go: the console window's page (Electron's webContents). */
export interface EventTarget {
  getURL(): string
  send(channel: string, ...args: unknown[]): void
}

/**
 * Pushes a relay's progress to the console's own page only: the window must still show the app (not
 * a page it was navigated to), as for the page's calls to main (ipc.ts isTrustedSender).
 */
export function pushUploadProgress(
  target: () => EventTarget | null,
  appUrl: string,
): (progress: UploadProgress) => void {
  return (progress) => {
    const page = target()
    if (page && isAppUrl(page.getURL(), appUrl)) page.send(EVENT_CHANNEL, 'upload-progress', progress)
  }
}
