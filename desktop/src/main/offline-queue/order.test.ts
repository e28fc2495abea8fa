import { describe, expect, it } from 'vitest'
import { queued } from '../testing/queued-writes'
import { afterReorder, passVersionOn, waitsForCreate, without } from './order'

describe('what waits for what', () => {
  it('a write naming a record created offline waits for that create, in its path or its body', () => {
    const [create, edit, link, other] = queued(
      { method: 'POST', path: 'menu', idempotencyKey: 'local-1' },
      { method: 'PUT', path: 'menu/local-1', ifMatch: 1 },
      { method: 'PUT', path: 'menu/reorder/all', json: { items: [{ _id: 'local-1' }] } },
      { method: 'PUT', path: 'menu/other', json: { title: 'Made from local-1' }, ifMatch: 3 },
    )
    const entries = [create, edit, link, other]
    expect(waitsForCreate(entries, edit)).toBe(true)
    expect(waitsForCreate(entries, link)).toBe(true)
    // A title that merely mentions the local id names nothing: it goes at once.
    expect(waitsForCreate(entries, other)).toBe(false)
    // Once the create has gone, nothing waits for it.
    expect(waitsForCreate([edit, link], link)).toBe(false)
  })

  it('a write naming a walk-in’s local reference waits for its registration', () => {
    const [walkIn, note] = queued(
      {
        method: 'POST',
        path: 'consult/consultation',
        json: { source: 'walk-in' },
        localReference: 'LOCAL-K00001',
      },
      { method: 'PUT', path: 'notes/n-1', json: { booking: 'LOCAL-K00001' } },
    )
    expect(waitsForCreate([walkIn, note], note)).toBe(true)
  })
})

describe('chains', () => {
  it('passes the sent write’s version to the next chained write of the same person and record', () => {
    const [, second, colleague] = queued(
      { method: 'PUT', path: 'menu/a', ifMatch: 3 },
      { method: 'PUT', path: 'menu/a', chained: true },
      { method: 'PUT', path: 'menu/a', owner: 'u-ravi', ifMatch: 3 },
    )
    const [next, theirs] = passVersionOn([second, colleague], second, 4)
    expect(next.write.ifMatch).toBe(4)
    expect(theirs.write.ifMatch).toBe(3)
  })

  it('dropping an unsent write hands its expected version to the next chained one', () => {
    const entries = queued(
      { method: 'PUT', path: 'menu/a', ifMatch: 3 },
      { method: 'PUT', path: 'menu/a', chained: true },
    )
    const [left] = without(entries, new Set(['e-1']))
    expect(left).toMatchObject({ id: 'e-2', chained: false, write: { ifMatch: 3 } })
  })

  it('a reorder moves the next write of each listed item on by one version, not an older one', () => {
    const [reorder, a, b] = queued(
      { method: 'PUT', path: 'menu/reorder/all', json: { items: [] } },
      { method: 'PUT', path: 'menu/a', ifMatch: 4 },
      { method: 'PUT', path: 'menu/b', ifMatch: 2 },
    )
    const answer = [
      { _id: 'a', version: 5 },
      { _id: 'b', version: 7 },
    ]
    const [movedA, keptB] = afterReorder(reorder, answer, [a, b])
    expect(movedA.write.ifMatch).toBe(5)
    expect(keptB.write.ifMatch).toBe(2)
  })
})
