import { describe, expect, it } from 'vitest'
import type { FileShelf } from '../file-shelf'
import { createMemoryStore } from '../store'
import { queued } from '../testing/queued-writes'
import type { QueuedFile, StoredQueueFile } from './queue-file'
import { openQueueState } from './queue-state'

const image = (id: string, claimed: boolean): QueuedFile => ({
  id,
  localUrl: `/queued-uploads/${id}.png`,
  stored: `${id}.png`,
  name: `${id}.png`,
  type: 'image/png',
  size: 3,
  owner: { id: 'u-priya', name: 'Priya' },
  claimed,
})

function shelfOf(...names: string[]): FileShelf & { names: Set<string> } {
  const names_ = new Set(names)
  return {
    names: names_,
    dir: 'memory',
    write: (name) => void names_.add(name),
    read: () => new Uint8Array(),
    remove: (name) => void names_.delete(name),
    list: () => [...names_].map((name) => ({ name, writtenAt: new Date() })),
  }
}

describe('the queue in memory and on disk', () => {
  it('an image a saved write names is claimed; one no write names any more leaves the list and the shelf', () => {
    const store = createMemoryStore<StoredQueueFile>()
    const shelf = shelfOf('a.png', 'b.png')
    const state = openQueueState(store, shelf)
    const [named] = queued({ method: 'PUT', path: 'menu/x', json: { image: '/queued-uploads/a.png' } })
    state.save({ entries: [named], files: [image('a', false), image('b', false)] })
    expect(state.contents().files?.map((f) => [f.id, f.claimed])).toEqual([
      ['a', true],
      ['b', false],
    ])
    // The write is discarded: its image goes at once; the unclaimed one waits for its form.
    state.save({ entries: [] })
    expect(state.contents().files?.map((f) => f.id)).toEqual(['b'])
    expect([...shelf.names]).toEqual(['b.png'])
    expect(store.read()).toMatchObject({ entries: [], files: [{ id: 'b' }] })
  })

  it('writes a version 1 file back at once in this version’s format', () => {
    const store = createMemoryStore<StoredQueueFile>({ version: 1, entries: [] })
    openQueueState(store, undefined)
    expect(store.read()).toEqual({ version: 2, entries: [], idMap: {} })
  })
})
