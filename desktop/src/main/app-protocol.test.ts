import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_URL, createAppProtocolHandler, RELAY_TIMEOUT_MS, UPLOAD_RELAY_TIMEOUT_MS } from './app-protocol'

// Resolved like the handler resolves them, so the test holds on Windows too.
const RENDERER_DIR = path.resolve('/app/renderer')
const FILES: Record<string, string> = {
  [path.join(RENDERER_DIR, 'index.html')]: '<!doctype html><title>Aarogya Console</title>',
  [path.join(RENDERER_DIR, 'assets', 'index-abc.js')]: 'console.log(1)',
  [path.resolve('/app/secret.txt')]: 'must never be served',
}

/** The handler over a fake disk and a fake lab server that records what reached it. */
function setUp(options: { serverUrl?: string | null; reachable?: boolean } = {}) {
  const reached: { url: string; method: string; headers: Headers; body: string }[] = []
  const handle = createAppProtocolHandler({
    renderer: { dir: RENDERER_DIR },
    getServerUrl: () => (options.serverUrl === undefined ? 'https://lab.example.com' : options.serverUrl),
    fetch: async (input, init) => {
      if (options.reachable === false) throw new TypeError('fetch failed')
      const headers = new Headers(init?.headers)
      reached.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers,
        // The relay streams bodies; reading it whole is the fake server's business.
        body: init?.body ? await new Response(init.body).text() : '',
      })
      return Response.json(
        { saved: true },
        { status: 201, headers: { etag: '"4"', 'content-encoding': 'gzip' } },
      )
    },
    readFile: async (filePath) => {
      if (!(filePath in FILES)) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
      return new TextEncoder().encode(FILES[filePath])
    },
    contentSecurityPolicy: () => "default-src 'none'",
  })
  return { handle, reached }
}

const get = (path: string) => new Request(new URL(path, APP_URL))

describe('app://console', () => {
  it('serves the app shell with the Content-Security-Policy', async () => {
    const { handle } = setUp()
    const answer = await handle(get('/'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(await answer.text()).toContain('Aarogya Console')
    expect((await handle(get('/assets/index-abc.js'))).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    )
  })

  it('never serves a file outside the renderer folder', async () => {
    const { handle } = setUp()
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const answer = await handle(get(path))
      expect(await answer.text()).not.toContain('must never be served')
    }
    expect((await handle(new Request('app://elsewhere/index.html'))).status).toBe(404)
  })

  it('relays API calls to the configured server with method, body and headers', async () => {
    const { handle, reached } = setUp()
    const answer = await handle(
      new Request(`${APP_URL}api/menu/42?x=1`, {
        method: 'PUT',
        headers: {
          authorization: 'Bearer t',
          'if-match': '"3"',
          'content-type': 'application/json',
          origin: 'app://console',
          // The console's upload tag is for main alone (upload-progress.ts).
          'x-labsite-upload-id': 'c0ffee00-0000-4000-8000-000000000001',
          'x-labsite-upload-size': '16',
        },
        body: JSON.stringify({ title: 'Home' }),
      }),
    )
    expect(reached).toHaveLength(1)
    expect(reached[0]).toMatchObject({
      url: 'https://lab.example.com/api/menu/42?x=1',
      method: 'PUT',
      body: '{"title":"Home"}',
    })
    expect(reached[0].headers.get('authorization')).toBe('Bearer t')
    expect(reached[0].headers.get('if-match')).toBe('"3"')
    expect(reached[0].headers.get('origin')).toBeNull()
    expect(reached[0].headers.get('x-labsite-upload-id')).toBeNull()
    expect(reached[0].headers.get('x-labsite-upload-size')).toBeNull()
    expect(answer.status).toBe(201)
    expect(answer.headers.get('etag')).toBe('"4"')
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(await answer.json()).toEqual({ saved: true })
  })

  it('relays public files under /uploads too', async () => {
    const { handle, reached } = setUp()
    await handle(get('/uploads/2026/11/photo-960.webp'))
    expect(reached[0].url).toBe('https://lab.example.com/uploads/2026/11/photo-960.webp')
  })

  it('fails like a network error when the server cannot be reached, so the edit gets queued', async () => {
    const { handle } = setUp({ reachable: false })
    const answer = await handle(new Request(`${APP_URL}api/menu/42`, { method: 'PUT', body: '{}' }))
    expect(answer.type).toBe('error')
  })

  it('says so when no server is configured yet', async () => {
    const { handle } = setUp({ serverUrl: null })
    const answer = await handle(get('/api/health'))
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ message: 'Set the server address first.' })
  })

  it('refuses to write to the app’s own files', async () => {
    const { handle } = setUp()
    expect((await handle(new Request(`${APP_URL}index.html`, { method: 'POST', body: 'x' }))).status).toBe(
      405,
    )
  })

  it('a request the page cancels itself does not make the bar say the server is not answering', async () => {
    const answers: boolean[] = []
    const handle = createAppProtocolHandler({
      renderer: { dir: RENDERER_DIR },
      getServerUrl: () => 'https://lab.example.com',
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      readFile: async () => new Uint8Array(),
      contentSecurityPolicy: () => '',
      onServerAnswer: (answered) => answers.push(answered),
    })
    const page = new AbortController()
    const pending = handle(new Request(new URL('/api/menu', APP_URL), { signal: page.signal }))
    page.abort()
    expect((await pending).type).toBe('error')
    expect(answers).toEqual([])
  })
})

describe('how long the relay waits for a server that never answers', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  /** The relay to a hung server: it takes the request and never answers, until the relay gives up. */
  const hung = () =>
    createAppProtocolHandler({
      renderer: { dir: RENDERER_DIR },
      getServerUrl: () => 'https://lab.example.com',
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      readFile: async () => new Uint8Array(),
      contentSecurityPolicy: () => '',
    })
  /** Milliseconds (fake) until the relay answered the page. */
  async function waitedFor(request: Request): Promise<number> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    const answer = hung()(request).finally(() => {
      settled = true
    })
    let waited = 0
    while (!settled && waited <= UPLOAD_RELAY_TIMEOUT_MS) {
      await vi.advanceTimersByTimeAsync(1_000)
      waited += 1_000
    }
    expect((await answer).type).toBe('error')
    return waited
  }

  it('gives the Media list, images and every other read the ordinary limit, well within 15 s', async () => {
    for (const address of [
      'api/admin/media',
      'api/admin/media?page=2',
      'api/uploads/photo.png',
      'api/menu',
    ]) {
      expect(await waitedFor(new Request(`${APP_URL}${address}`))).toBe(
        Math.ceil(RELAY_TIMEOUT_MS / 1_000) * 1_000,
      )
    }
    expect(RELAY_TIMEOUT_MS).toBeLessThanOrEqual(15_000)
  })

  it('gives a file being sent (a picture field’s upload, the Media tab’s) the long limit', async () => {
    for (const address of ['api/uploads', 'api/admin/media']) {
      const upload = new Request(`${APP_URL}${address}`, { method: 'POST', body: new Uint8Array(1024) })
      expect(await waitedFor(upload)).toBe(UPLOAD_RELAY_TIMEOUT_MS)
    }
  })
})
