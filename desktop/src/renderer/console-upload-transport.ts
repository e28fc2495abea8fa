import { NetworkError, type UploadTransport } from '@labsite/web/api-client'
import type { DesktopBridge } from '../shared/ipc-contract'
import { UPLOAD_ID_HEADER, UPLOAD_SIZE_HEADER } from '../shared/upload-progress'

/** As long as main's relay gives an upload (UPLOAD_RELAY_TIMEOUT_MS), so main gives up first. */
export const CONSOLE_UPLOAD_TIMEOUT_MS = 5 * 60_000 + 15_000

/**
 * The console's upload transport. The page hands the body to main at once (the app protocol), so
 * the page's own progress would jump to done; the transfer that takes time is main's relay to the
 * lab server. The request is tagged with an id and its size, and the bar follows the relay's count
 * for that id (app-protocol.ts, upload-progress.ts).
 */
export function consoleUploadTransport(
  bridge: DesktopBridge,
  timeoutMs = CONSOLE_UPLOAD_TIMEOUT_MS,
): UploadTransport {
  return (onProgress) => async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    // The file is in the page's memory already (picked or dropped); its size is what the bar counts to.
    const body = request.body ? await request.arrayBuffer() : null
    const uploadId = crypto.randomUUID()
    const headers = new Headers(request.headers)
    headers.set(UPLOAD_ID_HEADER, uploadId)
    if (body) headers.set(UPLOAD_SIZE_HEADER, String(body.byteLength))
    const stop = bridge.onUploadProgress(uploadId, ({ sent, total }) => {
      if (total > 0) onProgress(sent / total)
    })
    const timeout = AbortSignal.timeout(timeoutMs)
    try {
      return await fetch(request.url, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.any([request.signal, timeout]),
      })
    } catch (error) {
      if (request.signal.aborted) throw error
      // No answer (main's relay failed or gave up): the admin then keeps the file offline.
      throw new NetworkError()
    } finally {
      stop()
    }
  }
}
