import { ApiError, NetworkError } from '@labsite/web/api-client'
import { describe, expect, it } from 'vitest'
import type { QueueEntry, SyncState } from '../shared/ipc-contract'
import { createOfflineQueue, type QueueFile } from './queue'
import { createMemoryStore } from './store'
import { createSyncLoop } from './sync'

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
  const edit = (label: string) =>
    queue.enqueue({ method: 'PUT', path: 'menu/1', json: {}, ifMatch: 1, label })
  return { queue, server, states, loop, edit }
}

describe('the sync loop', () => {
  it('reports offline and sends nothing while the server does not answer', async () => {
    const { loop, server, edit } = setUp({ reachable: false })
    edit('Update menu item "Home"')
    loop.setToken('staff-token')
    const state = await loop.syncNow()
    expect(state).toMatchObject({ online: false, lastSyncAt: null })
    expect(state.entries).toHaveLength(1)
    expect(server.sent).toEqual([])
  })

  it('replays the queue with the signed-in token once the server answers, then records the sync time', async () => {
    const { loop, server, edit } = setUp()
    edit('First')
    edit('Second')
    loop.setToken('staff-token')
    const state = await loop.syncNow()
    expect(server.sent).toEqual([
      { label: 'First', token: 'staff-token' },
      { label: 'Second', token: 'staff-token' },
    ])
    expect(state).toMatchObject({ online: true, lastSyncAt: '2026-11-21T10:00:00.000Z', entries: [] })
  })

  it('waits for a sign-in before sending, and asks for a new one when the server refuses the token', async () => {
    const { loop, server, edit } = setUp({ answer: () => new ApiError(401, 'Session expired', null) })
    edit('First')
    expect((await loop.syncNow()).needsSignIn).toBe(true)
    expect(server.sent).toEqual([])

    loop.setToken('old-token')
    expect((await loop.syncNow()).needsSignIn).toBe(true)
    expect(server.sent).toHaveLength(1)
    await loop.syncNow()
    expect(server.sent).toHaveLength(1) // the refused token is not tried again

    loop.setToken('new-token')
    expect(loop.state().needsSignIn).toBe(false)
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
    loop.setToken('t')
    const state = await loop.syncNow()
    expect(state.online).toBe(false)
    expect(state.entries.map((entry) => entry.write.label)).toEqual(['Second'])
    expect(state.lastSyncAt).toBeNull()
  })
})
