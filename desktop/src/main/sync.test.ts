import { ApiError, NetworkError } from '@labsite/web/api-client'
import { describe, expect, it } from 'vitest'
import type { QueueEntry, SyncState } from '../shared/ipc-contract'
import { createOfflineQueue, type QueueFile } from './queue'
import { createMemoryStore } from './store'
import { backoffMs, createSyncLoop } from './sync'

function setUp(options: { reachable?: boolean; answer?: (write: QueueEntry['write']) => unknown } = {}) {
  const queue = createOfflineQueue(createMemoryStore<QueueFile>())
  const server = { reachable: options.reachable ?? true, sent: [] as { label: string; token: string }[] }
  const states: SyncState[] = []
  const loop = createSyncLoop({
    queue,
    checkServer: async () => server.reachable,
    send: async (write, token) => {
      if (!server.reachable) throw new NetworkError()
      server.sent.push({ label: write.label, token })
      const answer = options.answer?.(write)
      if (answer instanceof Error) throw answer
      return answer ?? {}
    },
    onChange: (state) => states.push(state),
    now: () => new Date('2026-11-21T10:00:00.000Z'),
  })
  // Each on a record of its own, so the edits do not chain.
  const edit = (label: string) =>
    queue.enqueue({ method: 'PUT', path: `menu/${label}`, json: {}, ifMatch: 1, label }, STAFF.user)
  return { queue, server, states, loop, edit }
}

const STAFF = { token: 'staff-token', user: { id: 'u-staff', name: 'Priya' } }

describe('the sync loop', () => {
  it('reports offline and sends nothing while the server does not answer', async () => {
    const { loop, server, edit } = setUp({ reachable: false })
    edit('Update menu item "Home"')
    loop.setSession({ ...STAFF, token: 'staff-token' })
    const state = await loop.syncNow()
    expect(state).toMatchObject({ online: false, lastSyncAt: null })
    expect(state.entries).toHaveLength(1)
    expect(server.sent).toEqual([])
  })

  it('replays the queue with the signed-in token once the server answers, then records the sync time', async () => {
    const { loop, server, edit } = setUp()
    edit('First')
    edit('Second')
    loop.setSession({ ...STAFF, token: 'staff-token' })
    const state = await loop.syncNow()
    expect(server.sent).toEqual([
      { label: 'First', token: 'staff-token' },
      { label: 'Second', token: 'staff-token' },
    ])
    expect(state).toMatchObject({ online: true, lastSyncAt: '2026-11-21T10:00:00.000Z', entries: [] })
  })

  it('sends nothing without a session, and asks for a new sign-in when the server refuses the token', async () => {
    const { loop, server, edit } = setUp({ answer: () => new ApiError(401, 'Session expired', null) })
    edit('First')
    expect((await loop.syncNow()).needsSignIn).toBe(false)
    expect(server.sent).toEqual([])

    loop.setSession({ ...STAFF, token: 'old-token' })
    const refused = await loop.syncNow()
    expect(refused.needsSignIn).toBe(true)
    expect(refused.lastError).toBe(
      'The server refused the sign-in: sign in again to send your waiting edits.',
    )
    expect(server.sent).toHaveLength(1)
    const again = await loop.syncNow()
    expect(server.sent).toHaveLength(1) // the refused token is not tried again
    // The server answered, but the waiting edit did not go: the bar must not say "Last sync: now".
    expect(again).toMatchObject({ online: true, lastSyncAt: null, needsSignIn: true })

    loop.setSession({ ...STAFF, token: 'new-token' })
    expect(loop.state().needsSignIn).toBe(false)
  })

  it('backs off after a busy answer, honouring Retry-After, and shows the error and the next try', async () => {
    const busy = new ApiError(503, 'Down for maintenance', null)
    busy.retryAfterMs = 30_000
    const { loop, edit } = setUp({ answer: () => busy })
    edit('First')
    loop.setSession(STAFF)
    const state = await loop.syncNow()
    expect(state.lastError).toBe('503: Down for maintenance')
    expect(state.nextTryAt).toBe('2026-11-21T10:00:30.000Z')
    expect(state.entries[0].state).toBe('pending')
  })

  it('doubles the wait after each failure, with jitter, up to a minute', () => {
    expect(backoffMs(1, () => 0)).toBe(1_000)
    expect(backoffMs(1, () => 0.999)).toBeCloseTo(2_000, -1)
    expect(backoffMs(3, () => 0)).toBe(4_000)
    expect(backoffMs(20, () => 0.999)).toBeLessThanOrEqual(60_000)
    expect(backoffMs(1, () => 0, 45_000)).toBe(45_000)
  })

  it('counts the writes that wait for someone else to sign in', async () => {
    const { loop, queue } = setUp()
    for (const n of [1, 2, 3])
      queue.enqueue(
        { method: 'PUT', path: `menu/${n}`, json: {}, ifMatch: 1, label: `E${n}` },
        { id: 'u-ravi', name: 'Ravi' },
      )
    loop.setSession(STAFF)
    expect((await loop.syncNow()).waitingFor).toEqual([{ name: 'Ravi', count: 3 }])
  })

  it('never runs two passes at once; a call during a pass gets one more pass after it', async () => {
    let active = 0
    let mostActive = 0
    let passes = 0
    const queue = createOfflineQueue(createMemoryStore<QueueFile>())
    const loop = createSyncLoop({
      queue,
      checkServer: async () => {
        passes++
        active++
        mostActive = Math.max(mostActive, active)
        await new Promise((resolve) => setTimeout(resolve, 5))
        active--
        return true
      },
      send: async () => ({}),
      onChange: () => {},
    })
    const first = loop.syncNow()
    const second = loop.syncNow()
    expect(second).toBe(first)
    await first
    expect(passes).toBe(2)
    expect(mostActive).toBe(1)
  })

  it('tells the window when a pass starts and ends', async () => {
    const { loop, states } = setUp()
    await loop.syncNow()
    expect(states.map((state) => state.syncing)).toEqual([true, false])
  })

  it('marks itself offline when the connection drops in the middle of a replay', async () => {
    let calls = 0
    const { loop, edit } = setUp({ answer: () => (++calls === 2 ? new NetworkError() : {}) })
    edit('First')
    edit('Second')
    loop.setSession({ ...STAFF, token: 't' })
    const state = await loop.syncNow()
    expect(state.online).toBe(false)
    expect(state.entries.map((entry) => entry.write.label)).toEqual(['Second'])
    expect(state.lastSyncAt).toBeNull()
  })
})
