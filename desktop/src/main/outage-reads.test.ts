import type { MenuItem } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_URL, createAppProtocolHandler } from './app-protocol'
import { createMemoryCacheStorage } from './cache-storage'
import { createReadCache } from './read-cache'
import { type RealServer, type StaffLogin, startRealServer } from './testing/real-server'

/**
 * Reads during an outage of the real lab server (SIGSTOPped: it takes connections and never
 * answers), through main's app:// relay and read cache wired as main.ts wires them.
 */
let server: RealServer
let priya: StaffLogin

beforeAll(async () => {
  server = await startRealServer()
  priya = await server.priya()
}, 120_000)
afterAll(async () => {
  server?.resume()
  await server?.stop()
})

const RELAY_LIMIT_MS = 3_000

describe('reads during an outage', () => {
  it('once main knows the server is not answering, kept reads answer at once; live again once it is back', async () => {
    // main.ts's flag: set by the relay's answers (and the health check), read by the cache.
    let notAnswering = false
    let checksAsked = 0
    const cache = createReadCache({
      dir: '/nonexistent-read-cache',
      storage: createMemoryCacheStorage(),
      userOfToken: (token) => (token === priya.token ? priya.user.id : null),
      serverDown: () => notAnswering,
      onServedWhileDown: () => checksAsked++,
    })
    const handle = createAppProtocolHandler({
      renderer: { dir: '/nonexistent-renderer' },
      getServerUrl: () => server.url,
      fetch: (input, init) => fetch(input, init),
      readFile: async () => new Uint8Array(),
      contentSecurityPolicy: () => '',
      readCache: cache,
      relayTimeoutMs: RELAY_LIMIT_MS,
      onServerAnswer: (answered) => {
        notAnswering = !answered
      },
    })
    const read = async () => {
      const started = performance.now()
      const answer = await handle(
        new Request(`${APP_URL}api/menu`, { headers: { authorization: `Bearer ${priya.token}` } }),
      )
      return { answer, ms: performance.now() - started }
    }

    const live = await read()
    expect(live.answer.status).toBe(200)
    expect(live.answer.headers.get('x-offline-data-from')).toBeNull()
    const menu = (await live.answer.json()) as MenuItem[]
    expect(menu.length).toBeGreaterThan(0)

    server.pause()
    // The first read finds out: it waits for the relay's limit, then gets the kept list.
    const first = await read()
    expect(first.ms).toBeGreaterThanOrEqual(RELAY_LIMIT_MS - 50)
    expect(first.answer.headers.get('x-offline-data-from')).not.toBeNull()
    expect(await first.answer.json()).toEqual(menu)
    expect(notAnswering).toBe(true)
    expect(checksAsked).toBe(0)

    // Every read after it answers from the cache at once, and asks main to check the server.
    for (let i = 0; i < 3; i++) {
      const next = await read()
      expect(next.ms).toBeLessThan(500)
      expect(next.answer.status).toBe(200)
      expect(await next.answer.json()).toEqual(menu)
    }
    expect(checksAsked).toBe(3)
    expect(cache.offlineDataFrom()).not.toBeNull()

    // Back: main's health check answers and clears the flag; the next read is live.
    server.resume()
    const health = await fetch(`${server.url}/api/health`)
    expect(health.ok).toBe(true)
    notAnswering = false
    const after = await read()
    expect(after.answer.headers.get('x-offline-data-from')).toBeNull()
    expect(cache.offlineDataFrom()).toBeNull()
  }, 60_000)
})
