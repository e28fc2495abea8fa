import { describe, expect, it } from 'vitest'
import type { QueueEntry } from '../../shared/ipc-contract'
import { knownLocalsOf, refsOf, withRefs } from './entry-refs'

const known = { ids: new Set(['local-1', 'local-2']), references: new Set(['LOCAL-AB12CD']) }

const entry = (id: string, write: QueueEntry['write'], extra: Partial<QueueEntry> = {}): QueueEntry => ({
  id,
  write,
  recordKey: write.method === 'POST' ? `${write.path}/${write.idempotencyKey}` : write.path,
  chained: false,
  owner: { id: 'u-priya', name: 'Priya' },
  enqueuedAt: '2026-11-28T09:00:00.000Z',
  state: 'pending',
  ...extra,
})

describe('what a write names', () => {
  it('finds local ids in its path and at any depth of its body, references and kept images', () => {
    const refs = refsOf(
      {
        path: 'menu/local-1',
        json: {
          parent: { items: [{ _id: 'local-2' }] },
          booking: 'LOCAL-AB12CD',
          image: '/queued-uploads/abc.png',
        },
      },
      known,
    )
    expect(refs).toEqual({
      ids: ['local-1', 'local-2'],
      references: ['LOCAL-AB12CD'],
      files: ['/queued-uploads/abc.png'],
    })
  })

  it('does not count a text that merely contains a local id, nor an object key', () => {
    const refs = refsOf(
      {
        path: 'menu/local-1-copy',
        json: { title: 'Copied from local-1', note: 'see LOCAL-AB12CD', 'local-2': 1 },
      },
      known,
    )
    expect(refs).toEqual({ ids: [], references: [], files: [] })
  })

  it('knows the local ids of queued creates and the references of queued walk-ins', () => {
    const locals = knownLocalsOf([
      entry('1', { method: 'POST', path: 'menu', idempotencyKey: 'local-1', label: 'Add' }),
      entry('2', { method: 'PUT', path: 'menu/x', idempotencyKey: 'k-2', label: 'Edit' }),
      entry(
        '3',
        { method: 'POST', path: 'consult/consultation', idempotencyKey: 'ab12cd', label: 'Walk-in' },
        { localReference: 'LOCAL-AB12CD' },
      ),
    ])
    expect([...locals.ids]).toEqual(['local-1', 'ab12cd'])
    expect([...locals.references]).toEqual(['LOCAL-AB12CD'])
  })

  it('gives entries stored without refs what they name, judged against the creates queued before each', () => {
    const create = entry('1', { method: 'POST', path: 'menu', idempotencyKey: 'local-1', label: 'Add' })
    const edit = entry('2', { method: 'PUT', path: 'menu/local-1', idempotencyKey: 'k-2', label: 'Edit' })
    const kept = { ...edit, id: '3', refs: { ids: [], references: [], files: ['/queued-uploads/a.png'] } }
    const [first, second, third] = withRefs([create, edit, kept])
    expect(first.refs.ids).toEqual([])
    expect(second.refs.ids).toEqual(['local-1'])
    // Refs already stored are kept as they are.
    expect(third.refs).toEqual(kept.refs)
  })
})
