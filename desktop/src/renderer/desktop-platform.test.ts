import type { AdminWrite } from '@labsite/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DesktopBridge, SyncState } from '../shared/ipc-contract'
import { createDesktopPlatform } from './desktop-platform'
import { createSyncStateStore, INITIAL_SYNC_STATE } from './sync-state-store'

const write: AdminWrite = {
  method: 'PATCH',
  path: 'consult/consultation/c1',
  json: { status: 'sample-collected' },
  ifMatch: 3,
  label: 'Sample collected: Ravi Kumar',
}

/** Main's side of the queue: what was enqueued, and the state main answers with. */
function fakeMain() {
  const enqueued: AdminWrite[] = []
  const bridge = {
    invoke: async (route: string, input: { write?: AdminWrite }) => {
      if (route === 'queue:enqueue' && input.write) enqueued.push(input.write)
      return { ok: true, data: { ...INITIAL_SYNC_STATE, online: false } }
    },
    on: () => () => {},
  } as unknown as DesktopBridge
  return { bridge, enqueued }
}

afterEach(() => vi.unstubAllGlobals())

describe('the console platform edit queue (issue 25: never frozen)', () => {
  it('queues a write at once when the server was last found not answering, without trying it first', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', fetchMock)
    const { bridge, enqueued } = fakeMain()
    const syncState = createSyncStateStore(bridge)
    syncState.replace({ ...INITIAL_SYNC_STATE, online: false } as SyncState)
    const platform = createDesktopPlatform(bridge, syncState)

    await expect(platform.editQueue.send(write, 'token')).resolves.toEqual({ status: 'queued' })
    expect(enqueued).toEqual([write])
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
