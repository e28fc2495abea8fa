import { describe, expect, it } from 'vitest'
import type { QueueEntry } from '../../shared/ipc-contract'
import { correctedWrite, differences, editableFields, entryName, show } from './waiting-edit-rules'

const entry = (over: Partial<QueueEntry> = {}): QueueEntry => ({
  id: 'q1',
  write: {
    method: 'PUT',
    path: 'menu/m1',
    json: { title: 'Home', order: 2 },
    label: 'Menu item Home',
    idempotencyKey: 'k1',
  },
  recordKey: 'menu/m1',
  chained: false,
  owner: { id: 'u1', name: 'Priya' },
  enqueuedAt: '2026-11-28T09:00:00.000Z',
  state: 'pending',
  ...over,
})

describe('a waiting edit as the console names it', () => {
  it('is named by its label when it is mine', () => {
    expect(entryName(entry(), { id: 'u1', name: 'Priya' })).toEqual({
      others: false,
      whose: 'Priya’s',
      label: 'Menu item Home',
    })
  })

  it("says whose it is when it is a colleague's, or nobody is signed in", () => {
    expect(entryName(entry(), { id: 'u2', name: 'Ravi' }).label).toBe('Menu item Home (Priya’s edit)')
    expect(entryName(entry({ owner: null }), null).label).toBe('Menu item Home (someone else’s edit)')
  })

  it('carries the local reference of a walk-in registered offline', () => {
    const walkIn = entry({ localReference: 'LOCAL-7' })
    expect(entryName(walkIn, { id: 'u1', name: 'Priya' }).label).toBe('Menu item Home (LOCAL-7, pending)')
  })
})

describe('a conflict between my offline edit and the server', () => {
  it('lists only the fields that differ, with both values', () => {
    const conflict = entry({ state: 'conflict', theirs: { title: 'Start', order: 2 } })
    expect(differences(conflict)).toEqual([{ field: 'title', mine: 'Home', theirs: 'Start' }])
    expect(differences(entry())).toEqual([])
  })

  it('shows text in quotes and anything else as JSON', () => {
    expect([show('Home'), show(2), show(null)]).toEqual(['"Home"', '2', 'null'])
  })
})

describe('a refused write edited again', () => {
  const refused = entry({
    state: 'failed',
    write: { ...entry().write, json: { title: 'Home', order: 2, tags: ['a'] } },
  })

  it('offers its text and number fields only', () => {
    expect(editableFields(refused)).toEqual([
      ['title', 'Home'],
      ['order', 2],
    ])
  })

  it('goes out with each corrected field in its type and the rest unchanged', () => {
    expect(correctedWrite(refused, { title: 'Start', order: '3' })).toEqual({
      title: 'Start',
      order: 3,
      tags: ['a'],
    })
  })
})
