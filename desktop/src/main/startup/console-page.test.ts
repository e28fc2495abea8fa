import type { WebRequest } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { APP_SCHEME } from '../app-protocol'
import { createMemoryCacheStorage } from '../cache-storage'
import { createReadCache } from '../read-cache'
import { serveConsolePage } from './console-page'

type HeadersListener = (
  details: { resourceType: string; responseHeaders?: Record<string, string[]> },
  callback: (answer: { responseHeaders?: Record<string, string[]> }) => void,
) => void

/** Only onHeadersReceived of Electron's many webRequest hooks is used. */
const fakeWebRequest = (onHeadersReceived: (listener: HeadersListener) => void) =>
  ({ onHeadersReceived }) as unknown as WebRequest

function served() {
  const handlers = new Map<string, (request: Request) => Promise<Response>>()
  let permissions:
    | ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void)
    | null = null
  let headers: HeadersListener | null = null
  serveConsolePage(
    {
      protocol: {
        handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
          void handlers.set(scheme, handler),
      },
      webRequest: fakeWebRequest((listener) => {
        headers = listener
      }),
      setPermissionRequestHandler: (handler: typeof permissions) => {
        permissions = handler
      },
    },
    {
      devServerUrl: null,
      rendererDir: '/app/renderer',
      fetch: vi.fn(),
      readFile: async () => new TextEncoder().encode('<!doctype html>'),
      stores: { serverUrl: () => null, queueShelf: { read: () => new Uint8Array() } },
      server: {
        readCache: createReadCache({
          dir: '/nowhere',
          storage: createMemoryCacheStorage(),
          userOfToken: () => null,
        }),
        serverAnswered: vi.fn(),
      },
      onUploadProgress: vi.fn(),
    },
  )
  return {
    handlers,
    permission: (name: string) => {
      let granted: boolean | null = null
      permissions?.({}, name, (answer) => {
        granted = answer
      })
      return granted
    },
    headers: () => headers,
  }
}

describe('the console page', () => {
  it('is served from app:// with the content security policy on its documents', async () => {
    const page = served()
    const answer = await page.handlers.get(APP_SCHEME)?.(new Request('app://console/api/menu'))
    expect(answer?.status).toBe(503)
    let policy: string[] | undefined
    page.headers()?.({ resourceType: 'mainFrame', responseHeaders: {} }, (answered) => {
      policy = answered.responseHeaders?.['Content-Security-Policy']
    })
    expect(policy?.[0]).toContain("default-src 'none'")
  })

  it('may copy to the clipboard and nothing else (no camera, microphone or location)', () => {
    const page = served()
    expect(page.permission('clipboard-sanitized-write')).toBe(true)
    for (const name of ['media', 'geolocation', 'notifications', 'clipboard-read'])
      expect(page.permission(name)).toBe(false)
  })
})
