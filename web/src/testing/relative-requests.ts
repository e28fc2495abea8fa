import { vi } from 'vitest'

/**
 * jsdom has no base URL for fetch: the API client's relative `/api/…` requests are resolved against
 * the page (http://localhost/) so they can be built and inspected in tests.
 */
export function resolveRelativeRequests() {
  const NodeRequest = globalThis.Request
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init)
      }
    },
  )
}
