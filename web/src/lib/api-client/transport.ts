import { NetworkError } from './api-error'

/** JSON calls give up after this long; a hanging server then reads as "no answer". */
export const REQUEST_TIMEOUT_MS = 60_000

/**
 * The fetch the client sends with: a timeout of its own, and a NetworkError for every request that
 * got no answer, so callers see one error type whether the server refused or could not be reached.
 * The request goes out as a URL and plain options with its body already read (JSON or a small form),
 * which every fetch accepts the same way (browsers, Node, Electron's `net.fetch`).
 * `fetchImpl` is looked up per call (tests stub the global; Electron's main passes `net.fetch`).
 */
export function createTransport(
  fetchImpl: () => typeof fetch = () => globalThis.fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    const stop = () => controller.abort()
    request.signal.addEventListener('abort', stop, { once: true })
    try {
      const body = request.body ? await request.arrayBuffer() : undefined
      return await fetchImpl()(request.url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: controller.signal,
        // Only a choice the caller made (the console's health check asks for no-store).
        ...(request.cache === 'default' ? {} : { cache: request.cache }),
      })
    } catch (error) {
      if (request.signal.aborted) throw error
      throw new NetworkError()
    } finally {
      clearTimeout(timer)
      request.signal.removeEventListener('abort', stop)
    }
  }
}
