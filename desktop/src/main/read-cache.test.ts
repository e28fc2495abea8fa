import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { APP_URL, createAppProtocolHandler } from './app-protocol'
import { createReadCache } from './read-cache'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const SERVER = 'https://lab.example.com'
const TOKENS: Record<string, string> = { 'priya-token': 'u-priya', 'ravi-token': 'u-ravi' }

/** The app:// handler with a read cache on a real folder; `server.up` says whether the lab server answers. */
function setUp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'labsite-read-cache-'))
  dirs.push(dir)
  const server = { up: true, menu: [{ _id: 'm1', title: 'Home' }] }
  let clock = new Date('2026-11-23T14:05:00.000Z')
  let changes = 0
  const open = () =>
    createReadCache({
      dir,
      userOfToken: (token) => TOKENS[token ?? ''] ?? null,
      onChange: () => changes++,
      now: () => clock,
    })
  let cache = open()
  const handler = () =>
    createAppProtocolHandler({
      renderer: { dir },
      getServerUrl: () => SERVER,
      fetch: async () => {
        if (!server.up) throw new TypeError('fetch failed')
        return Response.json(server.menu, { headers: { etag: '"3"' } })
      },
      readFile: async () => new Uint8Array(),
      contentSecurityPolicy: () => '',
      readCache: cache,
    })
  const get = (token: string, pathname = '/api/menu') =>
    handler()(
      new Request(`${APP_URL}${pathname.slice(1)}`, { headers: { authorization: `Bearer ${token}` } }),
    )
  return {
    dir,
    server,
    get,
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
