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

describe('the console platform edit queue (never frozen)', () => {
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

  it('gives a write from a form opened before a sync the server’s ids, only where an id is a whole value', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const { bridge, enqueued } = fakeMain()
    const syncState = createSyncStateStore(bridge)
    syncState.replace({ ...INITIAL_SYNC_STATE, online: false, idMap: { 'local-1': 'srv-1' } } as SyncState)
    const platform = createDesktopPlatform(bridge, syncState)
    const opened: AdminWrite = {
      method: 'PUT',
      path: 'menu/local-1',
      json: {
        parentId: 'local-1',
        related: ['local-1', 'local-10'],
        note: 'Split from local-1 at the desk',
        // A map keyed by id names the record, but a key is a name, not a value: it stays as typed.
        ordering: { 'local-1': 2 },
      },
      ifMatch: 1,
      label: 'Change the menu item "local-1"',
    }

    await platform.editQueue.send(opened, 'token')
    expect(enqueued).toEqual([
      {
        ...opened,
        path: 'menu/srv-1',
        json: {
          parentId: 'srv-1',
          related: ['srv-1', 'local-10'],
          note: 'Split from local-1 at the desk',
          ordering: { 'local-1': 2 },
        },
      },
    ])
  })
})

describe('the console platform’s offline uploads (Media tab)', () => {
  it('hands main the file with a POST of its own key, and lists the signed-in person’s kept uploads', async () => {
    const calls: { route: string; input: Record<string, unknown> }[] = []
    const priya = { id: 'u-priya', name: 'Priya' }
    const entry = (id: string, owner: typeof priya, state: 'pending' | 'failed', error?: string) => ({
      id,
      write: { method: 'POST', path: 'admin/media', idempotencyKey: id, label: `Add picture "${id}.png"` },
      recordKey: `admin/media/${id}`,
      chained: false,
      owner,
      enqueuedAt: '2026-11-27T06:00:00.000Z',
      state,
      ...(error && { error }),
      upload: { file: `/queued-uploads/${id}.png`, name: `${id}.png` },
    })
    const answer = {
      ...INITIAL_SYNC_STATE,
      online: false,
      user: priya,
      entries: [
        entry('desk', priya, 'pending'),
        entry('scan', priya, 'failed', 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded'),
        entry('ravis', { id: 'u-ravi', name: 'Ravi' }, 'pending'),
      ],
    }
    const bridge = {
      invoke: async (route: string, input: Record<string, unknown>) => {
        calls.push({ route, input })
        return { ok: true, data: answer }
      },
      on: () => () => {},
    } as unknown as DesktopBridge
    const syncState = createSyncStateStore(bridge)
    syncState.replace({ ...INITIAL_SYNC_STATE, online: false } as SyncState)
    const { offlineUploads } = createDesktopPlatform(bridge, syncState)
    expect(offlineUploads?.serverUnreachable()).toBe(true)

    await offlineUploads?.keep(new File([new Uint8Array([1, 2, 3])], 'desk.png', { type: 'image/png' }), {
      path: 'admin/media',
      label: 'Add picture "desk.png"',
    })
    expect(calls).toEqual([
      {
        route: 'queue:enqueue-upload',
        input: {
          write: {
            method: 'POST',
            path: 'admin/media',
            label: 'Add picture "desk.png"',
            idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
          },
          name: 'desk.png',
          type: 'image/png',
          bytes: new Uint8Array([1, 2, 3]),
        },
      },
    ])
    expect(offlineUploads?.list('admin/media')).toEqual([
      { id: 'desk', name: 'desk.png', state: 'waiting' },
      {
        id: 'scan',
        name: 'scan.png',
        state: 'failed',
        message: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
      },
    ])
    expect(offlineUploads?.list('uploads')).toEqual([])
  })
})
