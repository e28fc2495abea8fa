import { ApiError } from '@labsite/web/api-client'
import { describe, expect, it, vi } from 'vitest'
import type { DesktopSettings } from '../shared/ipc-contract'
import { createDispatcher } from './ipc'
import { createOfflineQueue, type QueueFile } from './queue'
import { createMemoryQueueAuditLog } from './queue-audit-log'
import { createDesktopRoutes } from './routes'
import { createSettings } from './settings'
import { createMemoryStore } from './store'
import { createSyncLoop } from './sync'

function setUp(serverUrl: string | null = 'https://lab.example.com') {
  const settings = createSettings(createMemoryStore<DesktopSettings>({ serverUrl }))
  const queue = createOfflineQueue(createMemoryStore<QueueFile>())
  const server = { reachable: false, answer: (): unknown => ({}) }
  const sync = createSyncLoop({
    queue,
    checkServer: async () => server.reachable,
    send: async () => {
      const answer = server.answer()
      if (answer instanceof Error) throw answer
      return answer
    },
    onChange: () => {},
  })
  const openExternal = vi.fn()
  const auditLog = createMemoryQueueAuditLog()
  const call = createDispatcher(
    createDesktopRoutes({
      settings,
      queue,
      sync,
      openExternal,
      pickFiles: async () => ({ files: [], rejected: [] }),
      auditLog,
      now: () => new Date('2026-11-26T09:30:00Z'),
    }),
  )
  // Edits are queued as the signed-in person's.
  sync.setSession(PRIYA)
  return { call, queue, server, openExternal, sync, auditLog }
}

const PRIYA = { token: 't', user: { id: 'u-priya', name: 'Priya' } }
const RAVI = { token: 'r', user: { id: 'u-ravi', name: 'Ravi' } }

const write = {
  method: 'PUT',
  path: 'menu/1',
  json: { title: 'Home' },
  ifMatch: 1,
  label: 'Update menu item "Home"',
}

describe('the routes', () => {
  it('queues an edit durably and reports it waiting', async () => {
    const { call, queue } = setUp()
    const answer = await call('queue:enqueue', { write })
    expect(answer).toMatchObject({ ok: true })
    expect(queue.list()).toHaveLength(1)
  })

  it('keeps an upload made offline only for someone signed in, with bytes within the server’s limit', async () => {
    const { call, sync } = setUp()
    const upload = (bytes: unknown) =>
      call('queue:enqueue-upload', {
        write: { method: 'POST', path: 'admin/media', idempotencyKey: 'k1', label: 'Add picture "a.png"' },
        name: 'a.png',
        type: 'image/png',
        bytes,
      })
    expect(await upload('not bytes')).toEqual({ ok: false, error: 'The image arrived without its bytes.' })
    expect(await upload(new Uint8Array(10 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      error: '"a.png" is larger than the 10 MB an image may be.',
    })
    sync.setSession(null)
    expect(await upload(new Uint8Array(4))).toEqual({ ok: false, error: 'Sign in again to add images.' })
  })

  it('refuses to switch servers while edits made against the current one are waiting', async () => {
    const { call } = setUp()
    await call('queue:enqueue', { write })
    expect(await call('settings:set-server-url', { serverUrl: 'https://other.example' })).toEqual({
      ok: false,
      error: 'Sync or discard the 1 waiting edit before changing the server.',
    })
  })

  it('saves a first server address', async () => {
    const { call } = setUp(null)
    expect(await call('settings:set-server-url', { serverUrl: 'http://127.0.0.1:3100/' })).toEqual({
      ok: true,
      data: { serverUrl: 'http://127.0.0.1:3100' },
    })
  })

  it('opens only http(s) links in the system browser', async () => {
    const { call, openExternal } = setUp()
    expect(await call('shell:open-external', { url: 'https://aarogya.example/' })).toEqual({
      ok: true,
      data: null,
    })
    expect(await call('shell:open-external', { url: 'file:///etc/passwd' })).toMatchObject({ ok: false })
    expect(await call('shell:open-external', { url: 'javascript:alert(1)' })).toMatchObject({ ok: false })
    expect(openExternal.mock.calls).toEqual([['https://aarogya.example/']])
  })

  it('resolves a conflict: take theirs drops the edit, keep mine sends it again over their version', async () => {
    const { call, queue, server, sync } = setUp()
    server.reachable = true
    server.answer = () => new ApiError(412, 'Changed meanwhile', { current: { title: 'Theirs', version: 4 } })
    sync.setSession(PRIYA)
    await call('queue:enqueue', { write })
    await call('queue:enqueue', { write: { ...write, path: 'menu/2', label: 'Second' } })
    await sync.syncNow()
    const [first, second] = queue.list()
    expect([first.state, second.state]).toEqual(['conflict', 'conflict'])

    expect(await call('queue:resolve-conflict', { id: first.id, choice: 'take-theirs' })).toMatchObject({
      ok: true,
    })
    const sent: unknown[] = []
    server.answer = () => sent.push('sent')
    const kept = await call('queue:resolve-conflict', { id: second.id, choice: 'keep-mine' })
    expect(kept).toMatchObject({ ok: true })
    await sync.syncNow()
    expect(sent).toHaveLength(1)
    expect(queue.list()).toEqual([])
  })

  it('answers a clear error for an edit that is no longer waiting', async () => {
    const { call } = setUp()
    expect(await call('queue:discard', { id: 'gone' })).toEqual({
      ok: false,
      error: 'That edit is no longer waiting.',
    })
  })

  it('discards a colleague’s waiting edit only when confirmed, and records who did it', async () => {
    const { call, queue, sync, auditLog } = setUp()
    await call('queue:enqueue', { write })
    sync.setSession(RAVI)
    const [priyas] = queue.list()
    expect(await call('queue:discard', { id: priyas.id })).toEqual({
      ok: false,
      error: 'This is Priya’s edit: confirm to decide for them (it is recorded).',
    })
    expect(queue.list()).toHaveLength(1)
    expect(auditLog.decisions).toEqual([])

    expect(await call('queue:discard', { id: priyas.id, confirmOthers: true })).toMatchObject({ ok: true })
    // Her edit is gone; what waits is the decision, for the server's audit log under Ravi.
    expect(queue.list()).toMatchObject([
      {
        owner: RAVI.user,
        write: {
          method: 'POST',
          path: 'audit/queue-decisions',
          json: { decision: 'discard', entryId: priyas.id, owner: PRIYA.user, path: 'menu/1' },
          label: 'Audit: Ravi discarded Priya’s waiting edit',
        },
      },
    ])
    expect(auditLog.decisions).toEqual([
      {
        at: '2026-11-26T09:30:00.000Z',
        action: 'discard',
        by: RAVI.user,
        owner: PRIYA.user,
        entryId: priyas.id,
        method: 'PUT',
        path: 'menu/1',
        enqueuedAt: priyas.enqueuedAt,
      },
    ])
  })

  it('resolving a colleague’s conflict asks for the same confirmation; one’s own needs none and is not logged', async () => {
    const { call, queue, server, sync, auditLog } = setUp()
    server.reachable = true
    server.answer = () => new ApiError(412, 'Changed meanwhile', { current: { title: 'Theirs', version: 4 } })
    await call('queue:enqueue', { write })
    await call('queue:enqueue', { write: { ...write, path: 'menu/2', label: 'Second' } })
    await sync.syncNow()
    const [first, second] = queue.list()
    sync.setSession(RAVI)
    expect(await call('queue:resolve-conflict', { id: first.id, choice: 'take-theirs' })).toMatchObject({
      ok: false,
    })
    expect(
      await call('queue:resolve-conflict', { id: first.id, choice: 'take-theirs', confirmOthers: true }),
    ).toMatchObject({ ok: true })
    expect(auditLog.decisions.map((d) => [d.action, d.by.name, d.owner?.name])).toEqual([
      ['take-theirs', 'Ravi', 'Priya'],
    ])
    sync.setSession(PRIYA)
    expect(await call('queue:discard', { id: second.id })).toMatchObject({ ok: true })
    expect(auditLog.decisions).toHaveLength(1)
  })
})
