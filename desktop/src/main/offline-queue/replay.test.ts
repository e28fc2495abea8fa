import { ApiError, NetworkError } from '@labsite/web/api-client'
import { describe, expect, it } from 'vitest'
import type { QueueEntry } from '../../shared/ipc-contract'
import { createMemoryStore } from '../store'
import { queued } from '../testing/queued-writes'
import { createKeptFiles } from './kept-files'
import { CREATE_KEY_LIFETIME_MS } from './limits'
import type { StoredQueueFile } from './queue-file'
import { openQueueState } from './queue-state'
import { replayQueue } from './replay'

const NOW = new Date('2026-11-28T10:00:00.000Z')

/** The replay over a queue holding `entries`, settling by simply removing what the server took. */
function replayOver(entries: ReturnType<typeof queued>) {
  const state = openQueueState(createMemoryStore<StoredQueueFile>(), undefined)
  state.save({ entries })
  const now = () => NOW
  const files = createKeptFiles(state, { now, newId: () => 'f', maxFileBytes: 1 })
  const settled: string[] = []
  const settle = (id: string) => {
    settled.push(id)
    state.save({ entries: state.contents().entries.filter((e) => e.id !== id) })
  }
  return { state, settled, deps: { state, files, now, settle } }
}

describe('the replay pass', () => {
  it('stops at the first write without an answer: it and every later one stay, in order', async () => {
    const { state, settled, deps } = replayOver(
      queued({ method: 'PUT', path: 'menu/a', ifMatch: 1 }, { method: 'PUT', path: 'menu/b', ifMatch: 1 }),
    )
    const sent: QueueEntry['write'][] = []
    const outcome = await replayQueue(deps, 'u-priya', async (write) => {
      sent.push(write)
      throw new NetworkError('No answer')
    })
    expect(outcome).toEqual({ sent: 0, needAttention: 0, stoppedBy: 'network', error: 'No answer' })
    expect(sent.map((w) => w.path)).toEqual(['menu/a'])
    expect(settled).toEqual([])
    expect(state.contents().entries.map((e) => [e.id, e.sentAt])).toEqual([
      ['e-1', NOW.toISOString()],
      ['e-2', undefined],
    ])
  })

  it('holds back a write naming a create that was refused, and the rest of that chain', async () => {
    const { state, deps } = replayOver(
      queued(
        { method: 'POST', path: 'menu', idempotencyKey: 'local-1' },
        { method: 'PUT', path: 'menu/reorder/all', json: { items: [{ _id: 'local-1' }] } },
        { method: 'PUT', path: 'menu/c', ifMatch: 1 },
      ),
    )
    const sent: string[] = []
    const outcome = await replayQueue(deps, 'u-priya', async (write) => {
      sent.push(write.path)
      if (write.method === 'POST') throw new ApiError(422, 'Title missing', null)
      return {}
    })
    expect(outcome).toEqual({ sent: 1, needAttention: 1, stoppedBy: null })
    expect(sent).toEqual(['menu', 'menu/c'])
    expect(state.contents().entries.map((e) => [e.id, e.state])).toEqual([
      ['e-1', 'failed'],
      ['e-2', 'pending'],
    ])
  })

  it('does not resend blindly a create interrupted longer ago than the server keeps its key', async () => {
    const [create] = queued({ method: 'POST', path: 'menu', idempotencyKey: 'local-1' })
    const sentAt = new Date(NOW.getTime() - CREATE_KEY_LIFETIME_MS - 1000).toISOString()
    const { state, deps } = replayOver([{ ...create, sentAt }])
    const outcome = await replayQueue(deps, 'u-priya', async () => ({}))
    expect(outcome).toEqual({ sent: 0, needAttention: 1, stoppedBy: null })
    expect(state.contents().entries[0]).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/more than a day ago/),
    })
  })
})
