import { describe, expect, it } from 'vitest'
import type { QueueEntry } from '../../shared/ipc-contract'
import { connectionOf, waitingCounts } from './sync-status-rules'

describe("the status bar's connection badge", () => {
  it('says the server is not answering, whatever the last check said', () => {
    expect(connectionOf({ serverNotAnswering: true, online: true }).label).toBe('Server not answering')
  })

  it('is checking until the first check answers, then online or offline', () => {
    expect(connectionOf({ serverNotAnswering: false, online: null }).label).toBe('Checking the server…')
    expect(connectionOf({ serverNotAnswering: false, online: true })).toEqual({
      label: 'Online',
      color: 'teal.9',
    })
    expect(connectionOf({ serverNotAnswering: false, online: false })).toEqual({
      label: 'Offline',
      color: 'red.9',
    })
  })
})

describe("the status bar's count of waiting edits", () => {
  const edit = (id: string, owner: string, state: QueueEntry['state']): QueueEntry => ({
    id,
    write: { method: 'PUT', path: `menu/${id}`, label: id, idempotencyKey: id },
    recordKey: `menu/${id}`,
    chained: false,
    owner: { id: owner, name: owner },
    enqueuedAt: '2026-11-28T09:00:00.000Z',
    state,
  })
  const entries = [edit('a', 'u1', 'pending'), edit('b', 'u2', 'conflict'), edit('c', 'u1', 'failed')]

  it("counts all of them, the signed-in user's, and those that need a decision", () => {
    expect(waitingCounts({ entries, user: { id: 'u1', name: 'Priya' } })).toEqual({
      waiting: 3,
      mine: 2,
      needDecision: 2,
    })
  })

  it('counts none as mine when nobody is signed in', () => {
    expect(waitingCounts({ entries, user: null }).mine).toBe(0)
  })
})
