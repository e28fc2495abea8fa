import { afterEach, describe, expect, it, vi } from 'vitest'
import { startBackgroundWork } from './background-work'

afterEach(() => vi.useRealTimers())

function setUp(kept: boolean, isPackaged = true) {
  vi.useFakeTimers()
  const steps: string[] = []
  const session = { token: 't', user: { id: 'u1', name: 'Priya', role: 'admin' } }
  startBackgroundWork({
    stores: {
      serverUrl: () => 'https://lab.example.com',
      sessionVault: {
        load: (server) => (kept && server === 'https://lab.example.com' ? session : null),
        save: () => {},
        canPersist: () => true,
      },
    },
    staff: { setSession: (next) => steps.push(`session ${next.user.name} ${JSON.stringify(next.user)}`) },
    server: {
      sync: { start: () => steps.push('sync'), syncNow: async () => steps.push('sync now') },
      isAway: () => true,
      checkHealth: async () => true,
    },
    events: { start: () => steps.push('events') },
    updates: { start: () => steps.push('updates') },
    isPackaged,
  })
  return steps
}

describe('the work main starts on its own', () => {
  it('takes up the session kept from the last run before the queue starts syncing', () => {
    expect(setUp(true)).toEqual(['session Priya {"id":"u1","name":"Priya"}', 'sync', 'events', 'updates'])
  })

  it('syncs without a session when none was kept, and checks for updates only in installed builds', () => {
    expect(setUp(false, false)).toEqual(['sync', 'events'])
  })

  it('syncs as soon as the server answers again while it is away', async () => {
    const steps = setUp(false)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(steps).toContain('sync now')
  })
})
