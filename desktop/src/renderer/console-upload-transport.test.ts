import { NetworkError } from '@labsite/web/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DesktopBridge } from '../shared/ipc-contract'
import {
  forUpload,
  UPLOAD_ID_HEADER,
  UPLOAD_SIZE_HEADER,
  type UploadProgress,
} from '../shared/upload-progress'
import { consoleUploadTransport } from './console-upload-transport'

/** Main's side: the relay's progress events, reaching the page through the preload's onUploadProgress. */
function fakeMain() {
  const listeners = new Set<(progress: UploadProgress) => void>()
  const bridge = {
    invoke: async () => ({ ok: true, data: null }),
    on: () => () => {},
    onUploadProgress(uploadId: string, listener: (progress: { sent: number; total: number }) => void) {
      const relay = forUpload(uploadId, listener)
      listeners.add(relay)
      return () => listeners.delete(relay)
    },
  } as unknown as DesktopBridge
  return {
    bridge,
    listening: () => listeners.size,
    relay: (progress: UploadProgress) => {
      for (const listener of [...listeners]) listener(progress)
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe("the console's upload transport", () => {
  it('tags the upload for main and reports only the relay’s progress for that upload', async () => {
    const main = fakeMain()
    let answer: (response: Response) => void = () => {}
    const sent: { url: string; init: RequestInit }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, init })
        return new Promise<Response>((resolve) => {
          answer = resolve
        })
      }),
    )
    const fractions: number[] = []
    const send = consoleUploadTransport(main.bridge)((fraction) => fractions.push(fraction))
    const body = new FormData()
    body.append('file', new File([new Uint8Array(5000)], 'a.jpg', { type: 'image/jpeg' }))

    const answered = send(new Request('app://console/api/uploads', { method: 'POST', body }))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    const headers = new Headers(sent[0].init.headers)
    const uploadId = headers.get(UPLOAD_ID_HEADER) ?? ''
    const size = Number(headers.get(UPLOAD_SIZE_HEADER))
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/)
    expect(size).toBe((sent[0].init.body as ArrayBuffer).byteLength)
    expect(size).toBeGreaterThan(5000)

    main.relay({ uploadId: 'another-upload-0001', sent: 900, total: 1000 })
    main.relay({ uploadId, sent: size / 4, total: size })
    main.relay({ uploadId, sent: size, total: size })
    expect(fractions).toEqual([0.25, 1])

    answer(new Response('{}', { status: 201 }))
    expect((await answered).status).toBe(201)
    // Done: the page no longer listens for this upload.
    expect(main.listening()).toBe(0)
  })

  it('no answer from main’s relay is a NetworkError (the admin then keeps the file offline)', async () => {
    const main = fakeMain()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const send = consoleUploadTransport(main.bridge)(() => {})
    await expect(
      send(new Request('app://console/api/uploads', { method: 'POST', body: 'x' })),
    ).rejects.toBeInstanceOf(NetworkError)
    expect(main.listening()).toBe(0)
  })
})
