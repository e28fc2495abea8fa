import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AuditEntry, MenuItem } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DesktopSettings } from '../shared/ipc-contract'
import { createDispatcher } from './ipc'
import { createJsonFileStore } from './json-file-store'
import { createOfflineQueue, isQueueFile } from './queue'
import { createQueueAuditLog } from './queue-audit-log'
import { createDesktopRoutes } from './routes'
import { createSettings } from './settings'
import { createMemoryStore } from './store'
import { createSyncLoop } from './sync'
import { type RealServer, type StaffLogin, startRealServer } from './testing/real-server'

/**
 * A decision on a colleague's waiting edit reaches the real lab server's audit log, under the person
 * who took it, even when it was taken while the server was out of reach.
 */
let server: RealServer
let priya: StaffLogin
let ravi: StaffLogin
let dir: string

beforeAll(async () => {
  server = await startRealServer()
  priya = await server.priya()
  ravi = await server.ravi()
  dir = mkdtempSync(path.join(tmpdir(), 'labsite-queue-decisions-'))
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const as = (login: StaffLogin) => ({ token: login.token, user: { id: login.user.id, name: login.user.name } })

describe("decisions on a colleague's waiting edit", () => {
  it('are recorded in the server audit once it answers, by whom, on whose edit, without its fields', async () => {
    const [item] = await server.get<MenuItem[]>('menu', priya.token)
    const queue = createOfflineQueue(createJsonFileStore(path.join(dir, 'edit-queue.json'), isQueueFile))
    const reachable = { now: false }
    const sync = createSyncLoop({
      queue,
      checkServer: async () => reachable.now,
      send: (write, token) => server.send(write, token),
      onChange: () => {},
    })
    const logFile = path.join(dir, 'queue-decisions.log')
    const call = createDispatcher(
      createDesktopRoutes({
        settings: createSettings(createMemoryStore<DesktopSettings>({ serverUrl: server.url })),
        queue,
        sync,
        openExternal: () => {},
        pickFiles: async () => ({ files: [], rejected: [] }),
        auditLog: createQueueAuditLog(logFile),
      }),
    )

    // Offline, Priya's edit waits; then Ravi takes the desk and discards it, confirming.
    sync.setSession(as(priya))
    await call('queue:enqueue', {
      write: {
        method: 'PUT',
        path: `menu/${item._id}`,
        json: { title: 'Ravi Kumar’s results' },
        ifMatch: item.version,
        label: 'Update menu item',
      },
    })
    const [priyas] = queue.list()
    sync.setSession(as(ravi))
    expect(await call('queue:discard', { id: priyas.id, confirmOthers: true })).toMatchObject({ ok: true })
    expect(readFileSync(logFile, 'utf8')).toContain(priyas.id)
    // Only the decision waits, to be sent under Ravi's session.
    expect(queue.list().map((entry) => [entry.write.path, entry.owner?.name])).toEqual([
      ['audit/queue-decisions', 'Ravi Kumar'],
    ])

    reachable.now = true
    expect((await sync.syncNow()).entries).toEqual([])

    const audit = await server.get<AuditEntry[]>('audit?entity=queued-edit', ravi.token)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'decide',
      userEmail: 'ravi@lab.example',
      entityId: priyas.id,
      before: { owner: { id: priya.user.id, name: 'Priya Sharma' }, method: 'PUT', path: `menu/${item._id}` },
      after: { decision: 'discard' },
    })
    expect(JSON.stringify(audit[0])).not.toContain('Ravi Kumar’s results')
    // The edit itself never reached the server.
    expect((await server.get<MenuItem[]>('menu', priya.token)).find((i) => i._id === item._id)?.title).toBe(
      item.title,
    )
  }, 60_000)
})
