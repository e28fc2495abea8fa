import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_URL, createAppProtocolHandler, RELAY_TIMEOUT_MS } from './app-protocol'
import {
  type CacheStorage,
  createMemoryCacheStorage,
  createSealedDiskStorage,
  listFiles,
} from './cache-storage'
import { createReadCache, MAX_NO_STORE_AGE_MS } from './read-cache'
import { createSealedBox } from './sealed-box'

const dirs: string[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const SERVER = 'https://lab.example.com'
const TOKENS: Record<string, string> = { 'priya-token': 'u-priya', 'ravi-token': 'u-ravi' }

/** The app:// handler with a read cache on a real folder; `server.up` says whether the lab server answers. */
function setUp(options: { storage?: () => CacheStorage } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'labsite-read-cache-'))
  dirs.push(dir)
  const key = randomBytes(32)
  const storage = options.storage ?? (() => createSealedDiskStorage(createSealedBox(key)))
  const server = {
    up: true,
    /** Takes the request and never answers (a hung or SIGSTOPped server), until the relay gives up. */
    hung: false,
    menu: [{ _id: 'm1', title: 'Home' }] as unknown[],
    bookings: [{ id: 'b-1', name: 'Meera Iyer', phone: '+919812345678' }] as unknown[],
  }
  let clock = new Date('2026-11-23T14:05:00.000Z')
  let changes = 0
  const open = () =>
    createReadCache({
      dir,
      storage: storage(),
      userOfToken: (token) => TOKENS[token ?? ''] ?? null,
      onChange: () => changes++,
      now: () => clock,
    })
  let cache = open()
  const handler = () =>
    createAppProtocolHandler({
      renderer: { dir },
      getServerUrl: () => SERVER,
      fetch: async (input, init) => {
        if (server.hung)
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        if (!server.up) throw new TypeError('fetch failed')
        if (String(input).endsWith('/api/consult/consultation'))
          return Response.json(server.bookings, { headers: { 'cache-control': 'private, no-store' } })
        return Response.json(server.menu, { headers: { etag: '"3"' } })
      },
      readFile: async () => new Uint8Array(),
      contentSecurityPolicy: () => '',
      readCache: cache,
      onServerAnswer: (answered) => answers.push(answered),
    })
  const answers: boolean[] = []
  const get = (token: string, pathname = '/api/menu') =>
    handler()(
      new Request(`${APP_URL}${pathname.slice(1)}`, { headers: { authorization: `Bearer ${token}` } }),
    )
  return {
    dir,
    server,
    get,
    answers,
    cache: () => cache,
    changes: () => changes,
    restart: () => {
      cache = open()
    },
    later: (iso: string) => {
      clock = new Date(iso)
    },
  }
}

describe('offline reads', () => {
  it('after a restart with no network, a list the console showed opens with the kept data and its time', async () => {
    const t = setUp()
    expect(await (await t.get('priya-token')).json()).toEqual([{ _id: 'm1', title: 'Home' }])
    t.server.up = false
    t.restart()
    t.later('2026-11-23T16:00:00.000Z')
    const offline = await t.get('priya-token')
    expect(offline.status).toBe(200)
    expect(await offline.json()).toEqual([{ _id: 'm1', title: 'Home' }])
    expect(offline.headers.get('x-offline-data-from')).toBe('2026-11-23T14:05:00.000Z')
    expect(offline.headers.get('etag')).toBe('"3"')
    expect(t.cache().offlineDataFrom()).toBe('2026-11-23T14:05:00.000Z')

    // The server is back: the next read is live and the notice goes.
    t.server.up = true
    await t.get('priya-token')
    expect(t.cache().offlineDataFrom()).toBeNull()
    expect(t.changes()).toBeGreaterThanOrEqual(2)
  })

  it('keeps each person’s reads apart: another user’s token never gets them', async () => {
    const t = setUp()
    await t.get('priya-token')
    t.server.up = false
    expect((await t.get('ravi-token')).type).toBe('error')
    expect((await t.get('unknown-token')).type).toBe('error')
  })

  it('never keeps the health check, nor a read it has not seen', async () => {
    const t = setUp()
    await t.get('priya-token', '/api/health')
    expect(readdirSync(t.dir)).toEqual([])
    t.server.up = false
    expect((await t.get('priya-token', '/api/faqs')).type).toBe('error')
  })
})

describe('a server that takes requests and never answers', () => {
  it('answers the page from the cache when main’s relay gives up, well within the page’s 15 s', async () => {
    const t = setUp()
    await t.get('priya-token')
    t.server.hung = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2026-11-23T16:00:00.000Z'))
    let settled = false
    const pending = t.get('priya-token').finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(RELAY_TIMEOUT_MS).toBeLessThan(15_000)
    const offline = await pending
    expect(await offline.json()).toEqual([{ _id: 'm1', title: 'Home' }])
    expect(offline.headers.get('x-offline-data-from')).toBe('2026-11-23T14:05:00.000Z')
    // The status bar is told: "Server not answering", not Online.
    expect(t.answers.at(-1)).toBe(false)
  })

  it('a write (or a read nothing is kept for) fails as "no answer" at the same limit, so the page queues it', async () => {
    const t = setUp()
    t.server.hung = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const write = createAppProtocolHandler({
      renderer: { dir: t.dir },
      getServerUrl: () => SERVER,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      readFile: async () => new Uint8Array(),
      contentSecurityPolicy: () => '',
    })(new Request(`${APP_URL}api/menu/m1`, { method: 'PUT', body: '{}' }))
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS)
    expect((await write).type).toBe('error')
  })
})

describe('what the read cache leaves on disk', () => {
  it('seals every entry: no name, phone or title in clear, even of no-store answers, which it keeps for a day', async () => {
    const t = setUp()
    await t.get('priya-token')
    await t.get('priya-token', '/api/consult/consultation')
    const files = await listFiles(t.dir)
    expect(files).toHaveLength(2)
    for (const file of files) {
      const bytes = readFileSync(file)
      for (const secret of ['Meera', '+919812345678', 'Home', 'm1'])
        expect(bytes.includes(secret)).toBe(false)
    }
    t.server.up = false
    expect(await (await t.get('priya-token', '/api/consult/consultation')).json()).toEqual(t.server.bookings)
    t.later(new Date(Date.parse('2026-11-23T14:05:00.000Z') + MAX_NO_STORE_AGE_MS + 1).toISOString())
    expect((await t.get('priya-token', '/api/consult/consultation')).type).toBe('error')
    // Lists that were not no-store last a week.
    expect((await t.get('priya-token')).status).toBe(200)
  })

  it('deletes a person’s reads when they sign out, and nobody else’s', async () => {
    const t = setUp()
    await t.get('priya-token')
    await t.get('ravi-token')
    await t.cache().forgetUser(SERVER, 'u-priya')
    t.server.up = false
    expect((await t.get('priya-token')).type).toBe('error')
    expect((await t.get('ravi-token')).status).toBe(200)
  })

  it('purges every kept read naming a record the server erased, for every user', async () => {
    const t = setUp()
    await t.get('priya-token', '/api/consult/consultation')
    await t.get('ravi-token', '/api/consult/consultation')
    await t.get('priya-token')
    expect(await t.cache().purgeRecord('b-1')).toBe(2)
    t.server.up = false
    expect((await t.get('priya-token', '/api/consult/consultation')).type).toBe('error')
    expect((await t.get('priya-token')).status).toBe(200)
  })

  it('on start, re-validates the kept reads: one erased meanwhile leaves the cache; clear text of older consoles goes', async () => {
    const t = setUp()
    await t.get('priya-token', '/api/consult/consultation')
    const leftover = path.join(t.dir, 'old', 'x.json')
    mkdirSync(path.dirname(leftover), { recursive: true })
    writeFileSync(leftover, JSON.stringify({ body: 'Meera Iyer' }))
    t.server.bookings = []
    await t
      .cache()
      .revalidate(SERVER, 'u-priya', (url) =>
        Promise.resolve(Response.json(url.endsWith('consultation') ? [] : null)),
      )
    expect((await listFiles(t.dir)).some((file) => file.endsWith('.json'))).toBe(false)
    t.server.up = false
    expect(await (await t.get('priya-token', '/api/consult/consultation')).json()).toEqual([])
  })

  it('at start, before anyone signs in, deletes reads past their age and clear text older consoles left', async () => {
    const t = setUp()
    await t.get('priya-token', '/api/consult/consultation')
    await t.get('priya-token')
    const leftover = path.join(t.dir, 'old', 'x.json')
    mkdirSync(path.dirname(leftover), { recursive: true })
    writeFileSync(leftover, JSON.stringify({ body: 'Meera Iyer' }))
    t.later('2026-11-25T14:05:00.000Z')
    await t.cache().prune()
    // The no-store list was a day old; the menu (a week's limit) stays.
    expect(await listFiles(t.dir)).toHaveLength(1)
  })

  it('without secure storage, keeps reads in memory only: nothing is written', async () => {
    const t = setUp({ storage: createMemoryCacheStorage })
    await t.get('priya-token', '/api/consult/consultation')
    expect(readdirSync(t.dir)).toEqual([])
    t.server.up = false
    expect((await t.get('priya-token', '/api/consult/consultation')).status).toBe(200)
  })
})
