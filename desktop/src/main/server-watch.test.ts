import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createOfflineQueue, type QueueFile } from './queue'
import { createHealthCheck, SERVER_WATCH_INTERVAL_MS, startServerWatch } from './server-watch'
import { createMemoryStore } from './store'
import { createSyncLoop, RETRY_MAX_MS } from './sync'
import { type RealServer, startRealServer } from './testing/real-server'

/**
 * The status bar after an outage: main's flag, health check, sync loop and watch wired as main.ts
 * wires them. The bar is `sync.state()`, what main pushes to the window.
 */
function console_(
  serverUrl: () => string,
  fetchHealth: (url: string, init: RequestInit) => Promise<Response>,
  healthTimeoutMs?: number,
) {
  let notAnswering = false
  const sync = createSyncLoop({
    queue: createOfflineQueue(createMemoryStore<QueueFile>()),
    checkServer: () => checkHealth(),
    send: async () => ({}),
    onChange: () => {},
    serverNotAnswering: () => notAnswering,
    // The worst jitter: the replay's backoff as long as it gets.
    random: () => 0.999,
  })
  const checkHealth = createHealthCheck({
    fetch: fetchHealth,
    serverUrl,
    timeoutMs: healthTimeoutMs,
    onAnswer: (answered) => {
      notAnswering = !answered
      sync.queueChanged()
    },
  })
  const stopSync = sync.start()
  const stopWatch = startServerWatch({
    isAway: () => notAnswering || sync.isOnline() === false,
    check: checkHealth,
    onBack: () => void sync.syncNow(),
  })
  const bar = () => {
    const state = sync.state()
    return state.serverNotAnswering ? 'Server not answering' : state.online ? 'Online' : 'Offline'
  }
  return {
    bar,
    sync,
    stop: () => {
      stopWatch()
      stopSync()
    },
  }
}

describe('the bar after the server comes back (fake clock)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says Online within 5 s of the return, though the replay backs off for a minute', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let up = true
    let healthChecks = 0
    // A server that is down refuses at once; the fake `fetch` stands for it (no answer = TypeError).
    const c = console_(
      () => 'https://lab.example.com',
      async () => {
        healthChecks++
        if (!up) throw new TypeError('fetch failed')
        return new Response('{}', { status: 200 })
      },
    )
    await vi.advanceTimersByTimeAsync(10)
    expect(c.bar()).toBe('Online')
    const checksWhileUp = healthChecks
    await vi.advanceTimersByTimeAsync(10_000)
    // Nothing is asked while the server is there beyond the sync loop's own look.
    expect(healthChecks).toBe(checksWhileUp)

    up = false
    await c.sync.syncNow()
    expect(c.bar()).toBe('Offline')
    // A long outage: the replay's backoff has reached its longest wait; the server returns just
    // after a failed replay, when the next one is most of a minute away.
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    const nextReplayIn = () => new Date(c.sync.state().nextTryAt ?? 0).getTime() - Date.now()
    while (nextReplayIn() < 50_000) await vi.advanceTimersByTimeAsync(100)

    up = true
    const back = Date.now()
    while (c.bar() !== 'Online' && Date.now() - back < RETRY_MAX_MS) await vi.advanceTimersByTimeAsync(100)
    expect(c.bar()).toBe('Online')
    expect(Date.now() - back).toBeLessThanOrEqual(SERVER_WATCH_INTERVAL_MS + 100)
    expect(Date.now() - back).toBeLessThanOrEqual(5_000)
    c.stop()
  })
})

describe('the bar after the real server comes back', () => {
  let server: RealServer
  beforeAll(async () => {
    server = await startRealServer()
  }, 120_000)
  afterAll(async () => {
    server?.resume()
    await server?.stop()
  })

  it('a hung server (SIGSTOP): "Server not answering" clears within 5 s of SIGCONT', async () => {
    const c = console_(
      () => server.url,
      (url, init) => fetch(url, init),
      1_000,
    )
    try {
      await c.sync.syncNow()
      expect(c.bar()).toBe('Online')
      server.pause()
      await c.sync.syncNow()
      expect(c.bar()).toBe('Server not answering')
      // Long enough for the watch's looks to time out a few times.
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      expect(c.bar()).toBe('Server not answering')

      server.resume()
      const back = performance.now()
      while (c.bar() !== 'Online' && performance.now() - back < 60_000)
        await new Promise((resolve) => setTimeout(resolve, 50))
      const took = performance.now() - back
      expect(c.bar()).toBe('Online')
      expect(took).toBeLessThanOrEqual(5_000)
      console.info(`bar Online ${Math.round(took)} ms after SIGCONT`)
    } finally {
      c.stop()
    }
  }, 90_000)
})
