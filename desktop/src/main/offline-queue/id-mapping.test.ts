import { describe, expect, it } from 'vitest'
import { withIdsMapped } from '../../shared/id-values'
import type { QueuedWrite } from './entry-refs'
import { renamed } from './id-mapping'

const edit = (path: string, json: unknown, ids: string[]): QueuedWrite => ({
  id: 'e-1',
  write: { method: 'PUT', path, json, idempotencyKey: 'k-1', label: 'Edit' },
  recordKey: path,
  chained: false,
  owner: { id: 'u-priya', name: 'Priya' },
  enqueuedAt: '2026-11-28T09:00:00.000Z',
  state: 'pending',
  refs: { ids, references: [], files: [] },
})

describe('local → server ids', () => {
  it('rewrites the id in the path, the record key and nested bodies, and forgets it as local', () => {
    const before = edit(
      'menu/local-1/items/local-1',
      { parent: 'local-1', items: [{ _id: 'local-1', tags: ['local-1', 'x'] }], order: 2 },
      ['local-1'],
    )
    const after = renamed(before, 'ids', 'local-1', 'srv-9')
    expect(after.write.path).toBe('menu/srv-9/items/srv-9')
    expect(after.recordKey).toBe('menu/srv-9/items/srv-9')
    expect(after.write.json).toEqual({
      parent: 'srv-9',
      items: [{ _id: 'srv-9', tags: ['srv-9', 'x'] }],
      order: 2,
    })
    expect(after.refs.ids).toEqual([])
  })

  it('leaves a longer value that merely contains the local id, and object keys, as they are', () => {
    const json = { _id: 'local-1', title: 'Copy of local-1', slug: 'local-1-copy', byId: { 'local-1': true } }
    const after = renamed(edit('menu/local-1-copy', json, ['local-1']), 'ids', 'local-1', 'srv-9')
    expect(after.write.json).toEqual({
      _id: 'srv-9',
      title: 'Copy of local-1',
      slug: 'local-1-copy',
      byId: { 'local-1': true },
    })
    expect(after.write.path).toBe('menu/local-1-copy')
  })

  it('touches only entries recorded as naming the id', () => {
    const unrelated = edit('menu/local-1', { _id: 'local-1' }, [])
    expect(renamed(unrelated, 'ids', 'local-1', 'srv-9')).toBe(unrelated)
  })

  it('puts a kept image’s server URL only in the body, not the path', () => {
    const before = { ...edit('menu/x', { image: '/queued-uploads/a.png' }, []) }
    before.refs = { ...before.refs, files: ['/queued-uploads/a.png'] }
    const after = renamed(before, 'files', '/queued-uploads/a.png', '/uploads/9.png')
    expect(after.write.json).toEqual({ image: '/uploads/9.png' })
    expect(after.refs.files).toEqual([])
  })

  it('maps ids already known to a write made by a form opened before the sync', () => {
    const write = withIdsMapped(
      { path: 'menu/local-1', json: { related: ['local-2', 'local-2x'] } },
      { 'local-1': 'srv-1', 'local-2': 'srv-2' },
    )
    expect(write).toEqual({ path: 'menu/srv-1', json: { related: ['srv-2', 'local-2x'] } })
  })
})
