import { describe, expect, it } from 'vitest'
import { queued } from '../testing/queued-writes'
import { settle } from './settlement'

describe('settling a write the server has', () => {
  it('maps a create’s local id in every write naming it, passes its version on and records the step', () => {
    const entries = queued(
      { method: 'POST', path: 'menu', idempotencyKey: 'local-1', json: { title: 'New' } },
      { method: 'PUT', path: 'menu/local-1', chained: true },
      { method: 'PUT', path: 'menu/reorder/all', json: { items: [{ _id: 'local-1' }, { _id: 'local-10' }] } },
    )
    const { contents, step } = settle({ version: 2, entries, idMap: {} }, entries[0], {
      _id: 'srv-9',
      version: 1,
    })
    expect(contents.idMap).toEqual({ 'local-1': 'srv-9' })
    expect(contents.entries.map((e) => [e.write.path, e.recordKey, e.write.ifMatch])).toEqual([
      ['menu/srv-9', 'menu/srv-9', 1],
      ['menu/reorder/all', 'menu/reorder/all', undefined],
    ])
    expect(contents.entries[1].write.json).toEqual({ items: [{ _id: 'srv-9' }, { _id: 'local-10' }] })
    // A create expects no version: no step to remember.
    expect(step).toBeUndefined()
  })

  it('a walk-in booked keeps its local → server reference and rewrites writes naming it', () => {
    const entries = queued(
      {
        method: 'POST',
        path: 'consult/consultation',
        json: { source: 'walk-in' },
        localReference: 'LOCAL-K00001',
      },
      { method: 'PUT', path: 'notes/n-1', json: { booking: 'LOCAL-K00001', text: 'LOCAL-K00001 paid' } },
    )
    const { contents } = settle({ version: 2, entries, idMap: {} }, entries[0], {
      _id: 'b-1',
      reference: 'AAR-2611-0100',
    })
    expect(contents.references).toEqual({ 'LOCAL-K00001': 'AAR-2611-0100' })
    expect(contents.entries[0].write.json).toEqual({ booking: 'AAR-2611-0100', text: 'LOCAL-K00001 paid' })
  })

  it('an update records the version step it made', () => {
    const entries = queued({ method: 'PUT', path: 'menu/a', ifMatch: 3 })
    const { contents, step } = settle({ version: 2, entries, idMap: {} }, entries[0], {
      _id: 'a',
      version: 4,
    })
    expect(contents.entries).toEqual([])
    expect(step).toEqual({ recordKey: 'menu/a', ownerId: 'u-priya', from: 3, to: 4 })
  })
})
