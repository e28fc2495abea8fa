import { describe, expect, it } from 'vitest'
import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'
import type { FileShelf } from '../file-shelf'
import { createOfflineQueue, type SendWrite } from '../queue'
import { createMemoryStore } from '../store'
import { isQueueFile, type QueueFile, type StoredQueueFile, upgradeQueueFile } from './queue-file'

const PRIYA: QueueOwner = { id: 'u-priya', name: 'Priya' }
const AT = '2026-11-28T09:00:00.000Z'
const pending = { chained: false, owner: PRIYA, enqueuedAt: AT, state: 'pending' } as const

/**
 * A queue as consoles before refs stored it: a menu item created offline with an image picked
 * offline, renamed, then listed by a reorder, none recording what it names.
 */
const OLD_FORMAT: QueueFile = {
  version: 2,
  idMap: {},
  entries: [
    {
      ...pending,
      id: 'e-1',
      write: {
        method: 'POST',
        path: 'menu',
        json: { title: 'Tests', image: '/queued-uploads/f-1.png' },
        idempotencyKey: 'local-1',
        label: 'Add menu item "Tests"',
      },
      recordKey: 'menu/local-1',
    },
    {
      ...pending,
      id: 'e-2',
      write: {
        method: 'PUT',
        path: 'menu/local-1',
        json: { title: 'Lab tests' },
        idempotencyKey: 'e-2',
        label: 'Rename',
      },
      recordKey: 'menu/local-1',
      chained: true,
    },
    {
      ...pending,
      id: 'e-3',
      write: {
        method: 'PUT',
        path: 'menu/reorder/all',
        json: { items: [{ _id: 'a' }, { _id: 'local-1' }], note: 'moved local-1 up' },
        idempotencyKey: 'e-3',
        label: 'Reorder the menu',
      },
      recordKey: 'menu/reorder/all',
    },
  ],
  files: [
    {
      id: 'f-1',
      localUrl: '/queued-uploads/f-1.png',
      stored: 'f-1.png',
      name: 'tests.png',
      type: 'image/png',
      size: 3,
      owner: PRIYA,
      claimed: true,
      keptAt: AT,
    },
  ],
}

function memoryShelf(files: Record<string, Uint8Array>): FileShelf {
  const kept = new Map(Object.entries(files))
  return {
    dir: 'memory',
    write: (name, bytes) => void kept.set(name, bytes),
    read: (name) => new Uint8Array(kept.get(name) ?? []),
    remove: (name) => void kept.delete(name),
    list: () => [...kept.keys()].map((name) => ({ name, writtenAt: new Date(AT) })),
  }
}

describe('the stored queue file', () => {
  it('reads a file stored before refs were recorded, and gives each entry what it names', () => {
    expect(isQueueFile(OLD_FORMAT)).toBe(true)
    const { contents, migrated } = upgradeQueueFile(structuredClone(OLD_FORMAT))
    expect(migrated).toBe(false)
    expect(contents.entries.map((e) => e.refs)).toEqual([
      { ids: [], references: [], files: ['/queued-uploads/f-1.png'] },
      { ids: ['local-1'], references: [], files: [] },
      { ids: ['local-1'], references: [], files: [] },
    ])
  })

  it('replays an old-format queue: the image first, then the create, its ids mapped in later writes', async () => {
    const store = createMemoryStore<StoredQueueFile>(OLD_FORMAT)
    const shelf = memoryShelf({ 'f-1.png': new Uint8Array([1, 2, 3]) })
    const queue = createOfflineQueue(store, { shelf, now: () => new Date(AT) })
    const received: QueueEntry['write'][] = []
    const answers: unknown[] = [{ _id: 'srv-9', version: 1 }, { _id: 'srv-9', version: 2 }, []]
    const send: SendWrite = async (write) => {
      received.push(write)
      return answers.shift()
    }
    const uploaded: string[] = []
    const upload = async ({ name }: { name: string }) => {
      uploaded.push(name)
      return { url: '/uploads/9.png' }
    }
    expect(await queue.replay(PRIYA.id, send, upload)).toEqual({ sent: 3, needAttention: 0, stoppedBy: null })
    expect(uploaded).toEqual(['tests.png'])
    expect(received.map((w) => [w.method, w.path, w.ifMatch])).toEqual([
      ['POST', 'menu', undefined],
      ['PUT', 'menu/srv-9', 1],
      ['PUT', 'menu/reorder/all', undefined],
    ])
    expect(received[0].json).toEqual({ title: 'Tests', image: '/uploads/9.png' })
    // The id is rewritten where it is the value, never inside a longer text.
    expect(received[2].json).toEqual({ items: [{ _id: 'a' }, { _id: 'srv-9' }], note: 'moved local-1 up' })
    expect(queue.list()).toEqual([])
    expect(shelf.list()).toEqual([])
    expect(store.read()).toMatchObject({ entries: [], idMap: { 'local-1': 'srv-9' }, files: [] })
  })

  it('migrates version 1 (no owners): each write waits as refused, with what it names', () => {
    const { contents, migrated } = upgradeQueueFile({
      version: 1,
      entries: [
        {
          id: 'e-1',
          write: { method: 'PUT', path: 'menu/a', ifMatch: 2, idempotencyKey: 'e-1', label: 'Edit' },
          enqueuedAt: AT,
        },
      ],
    })
    expect(migrated).toBe(true)
    expect(contents.entries[0]).toMatchObject({ owner: null, state: 'failed', recordKey: 'menu/a' })
    expect(contents.entries[0].refs).toEqual({ ids: [], references: [], files: [] })
  })
})
