import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { DesktopSettings } from '../shared/ipc-contract'
import { createDispatcher } from './ipc'
import { createJsonFileStore } from './json-file-store'
import { createNoticeBoard, isNoticesFile } from './notice-board'
import { createOfflineQueue, type QueueFile, queueKeptAsideNotice } from './queue'
import { createDesktopRoutes } from './routes'
import { createSettings } from './settings'
import { createMemoryStore } from './store'
import { createSyncLoop } from './sync'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The console started on a data folder: its notice board and the route staff acknowledge with. */
function start(dir: string) {
  const notices = createNoticeBoard(createJsonFileStore(path.join(dir, 'notices.json'), isNoticesFile), [
    'No secure storage here.',
  ])
  const queue = createOfflineQueue(createMemoryStore<QueueFile>())
  const sync = createSyncLoop({
    queue,
    checkServer: async () => false,
    send: async () => ({}),
    onChange: () => {},
    notices: () => notices.list(),
  })
  const call = createDispatcher(
    createDesktopRoutes({
      settings: createSettings(createMemoryStore<DesktopSettings>({ serverUrl: 'https://lab.example.com' })),
      queue,
      sync,
      openExternal: () => {},
      pickFiles: async () => ({ files: [], rejected: [] }),
      notices,
    }),
  )
  return { notices, sync, call }
}

describe('notices about the queue', () => {
  it('"queue file kept aside" stays in the bar across restarts until someone acknowledges it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labsite-notices-'))
    dirs.push(dir)
    const keptAside = queueKeptAsideNotice(path.join(dir, 'edit-queue.json.corrupt-1'))
    start(dir).notices.add(keptAside)

    const restarted = start(dir)
    expect(restarted.sync.state().notices).toEqual(['No secure storage here.', keptAside])
    expect(await restarted.call('sync:acknowledge-notice', { notice: keptAside })).toMatchObject({
      ok: true,
      data: { notices: ['No secure storage here.'] },
    })
    // A notice for this run only comes back at the next start (while still true); the other does not.
    expect(start(dir).sync.state().notices).toEqual(['No secure storage here.'])
  })
})
