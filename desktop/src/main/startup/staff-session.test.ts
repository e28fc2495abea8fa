import { describe, expect, it, vi } from 'vitest'
import { createOfflineQueue } from '../queue'
import { createMemoryStore } from '../store'
import { createSyncLoop } from '../sync'
import { trackStaffSession } from './staff-session'

const priya = { token: 'token-priya', user: { id: 'u-priya', name: 'Priya' } }
const ravi = { token: 'token-ravi', user: { id: 'u-ravi', name: 'Ravi' } }

function setUp() {
  const sync = createSyncLoop({
    queue: createOfflineQueue(createMemoryStore()),
    checkServer: async () => false,
    send: async () => null,
    onChange: () => {},
  })
  const deps = {
    serverUrl: () => 'https://lab.example.com',
    readCache: { forgetUser: vi.fn(async () => {}) },
    clearHttpCache: vi.fn(),
    onTokenChange: vi.fn(),
    onSignedOut: vi.fn(),
  }
  return { staff: trackStaffSession(sync, deps), deps }
}

describe('who is signed in', () => {
  it('signing in hands the token to the sync loop and reconnects the stream with it', () => {
    const { staff, deps } = setUp()
    staff.sync.setSession(priya)
    expect(staff.sync.session()?.user.id).toBe('u-priya')
    expect(staff.token()).toBe('token-priya')
    expect(deps.onTokenChange).toHaveBeenCalledTimes(1)
    staff.sync.setSession(priya)
    expect(deps.onTokenChange).toHaveBeenCalledTimes(1)
    expect(deps.readCache.forgetUser).not.toHaveBeenCalled()
  })

  it('signing out deletes that person’s kept reads and the HTTP cache, and clears the alerts', () => {
    const { staff, deps } = setUp()
    staff.sync.setSession(priya)
    staff.sync.setSession(null)
    expect(deps.readCache.forgetUser).toHaveBeenCalledWith('https://lab.example.com', 'u-priya')
    expect(deps.clearHttpCache).toHaveBeenCalledTimes(1)
    expect(deps.onSignedOut).toHaveBeenCalledTimes(1)
    expect(staff.token()).toBeNull()
  })

  it('another person signing in forgets the previous one’s reads', () => {
    const { staff, deps } = setUp()
    staff.sync.setSession(priya)
    staff.sync.setSession(ravi)
    expect(deps.readCache.forgetUser).toHaveBeenCalledWith('https://lab.example.com', 'u-priya')
    expect(deps.onSignedOut).not.toHaveBeenCalled()
    expect(staff.token()).toBe('token-ravi')
  })
})
