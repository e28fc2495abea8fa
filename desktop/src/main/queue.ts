import { type AdminWrite, AdminWriteSchema } from '@labsite/shared'
import { ApiError, NetworkError } from '@labsite/web/api-client'
import { Type } from 'typebox'
import { Value } from 'typebox/value'
import type { QueueEntry } from '../shared/ipc-contract'
import type { JsonStore } from './store'

const QueueEntrySchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  write: Type.Intersect([AdminWriteSchema, Type.Object({ idempotencyKey: Type.String({ minLength: 1 }) })]),
  enqueuedAt: Type.String(),
  state: Type.Union([Type.Literal('pending'), Type.Literal('conflict'), Type.Literal('failed')]),
  error: Type.Optional(Type.String()),
  theirs: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
})

const QueueFileSchema = Type.Object({ version: Type.Literal(1), entries: Type.Array(QueueEntrySchema) })

export interface QueueFile {
  version: 1
  entries: QueueEntry[]
}

export const isQueueFile = (value: unknown): value is QueueFile => Value.Check(QueueFileSchema, value)

/** Why a replay stopped before the end of the queue; the writes it did not reach stay pending. */
export type ReplayStop = 'network' | 'unauthorized' | 'server-busy'

export interface ReplayOutcome {
  /** Writes the server accepted (and that left the queue). */
  sent: number
  /** Writes that turned into conflicts or failures during this pass. */
  needAttention: number
  stoppedBy: ReplayStop | null
}

/** Sends one write; resolves on 2xx, throws ApiError for an HTTP answer, NetworkError (or anything else) for no answer. */
export type SendWrite = (write: QueueEntry['write']) => Promise<unknown>

export interface OfflineQueue {
  list(): QueueEntry[]
  enqueue(write: AdminWrite): QueueEntry
  remove(id: string): boolean
  /** A conflict resolved as 'keep mine': pending again, now expecting the server's current version. */
  keepMine(id: string): QueueEntry
  replay(send: SendWrite): Promise<ReplayOutcome>
}

/** Statuses that say "not now" rather than "never": the write stays pending and the pass stops. */
function stopReasonFor(status: number): ReplayStop | null {
  if (status === 401) return 'unauthorized'
  if (status === 408 || status === 429 || status >= 500) return 'server-busy'
  return null
}

function currentRecordOf(error: ApiError): Record<string, unknown> | null {
  const current = error.body?.current
  return current && typeof current === 'object' && !Array.isArray(current)
    ? (current as Record<string, unknown>)
    : null
}

/**
 * The durable offline edit queue (DESIGN §5): writes that could not reach the server, kept in the
 * order they were made and saved to the store after every change, so a crash or restart loses none.
 * Replay sends them in order with their Idempotency-Key and If-Match; see `replay` for each answer.
 */
export function createOfflineQueue(
  store: JsonStore<QueueFile>,
  options: { now?: () => Date; newId?: () => string } = {},
): OfflineQueue {
  const now = options.now ?? (() => new Date())
  const newId = options.newId ?? (() => crypto.randomUUID())
  let entries: QueueEntry[] = store.read()?.entries ?? []

  const save = (next: QueueEntry[]) => {
    store.write({ version: 1, entries: next })
    entries = next
  }
  const find = (id: string) => entries.find((entry) => entry.id === id)
  const update = (id: string, change: (entry: QueueEntry) => QueueEntry) =>
    save(entries.map((entry) => (entry.id === id ? change(entry) : entry)))

  return {
    list: () => structuredClone(entries),

    enqueue(write) {
      const id = newId()
      // Updates and deletes get a key too: harmless where the server ignores it, and a replay is
      // then recognisable in the server's logs whatever the method.
      const entry: QueueEntry = {
        id,
        write: { ...write, idempotencyKey: write.idempotencyKey ?? id },
        enqueuedAt: now().toISOString(),
        state: 'pending',
      }
      save([...entries, entry])
      return structuredClone(entry)
    },

    remove(id) {
      if (!find(id)) return false
      save(entries.filter((entry) => entry.id !== id))
      return true
    },

    keepMine(id) {
      const entry = find(id)
      if (entry?.state !== 'conflict') throw new Error('That edit has no conflict to resolve.')
      const version = entry.theirs?.version
      update(id, ({ theirs: _theirs, error: _error, ...rest }) => ({
        ...rest,
        state: 'pending',
        write: { ...rest.write, ifMatch: typeof version === 'number' ? version : rest.write.ifMatch },
      }))
      return structuredClone(find(id) as QueueEntry)
    },

    /**
     * Sends the pending writes one at a time, oldest first. 2xx: the write leaves the queue. 412: it
     * becomes a conflict holding the server's record (staff choose keep mine / take theirs). Any other
     * 4xx: it is marked failed with the server's message. No answer at all: the pass stops there, so
     * nothing overtakes an earlier edit; 401 (sign in again), 408, 429 and 5xx stop it the same way.
     * Conflicts and failures wait for staff and do not hold back the writes after them.
     */
    async replay(send) {
      const outcome: ReplayOutcome = { sent: 0, needAttention: 0, stoppedBy: null }
      const pendingIds = entries.filter((entry) => entry.state === 'pending').map((entry) => entry.id)
      for (const id of pendingIds) {
        const entry = find(id)
        if (entry?.state !== 'pending') continue
        try {
          await send(entry.write)
          save(entries.filter((e) => e.id !== id))
          outcome.sent++
        } catch (error) {
          // A NetworkError is an ApiError without an answer (status 0).
          if (!(error instanceof ApiError) || error instanceof NetworkError) {
            outcome.stoppedBy = 'network'
            break
          }
          const stop = stopReasonFor(error.status)
          if (stop) {
            outcome.stoppedBy = stop
            break
          }
          const theirs = error.status === 412 ? currentRecordOf(error) : null
          update(id, (e) =>
            theirs ? { ...e, state: 'conflict', theirs } : { ...e, state: 'failed', error: error.message },
          )
          outcome.needAttention++
        }
      }
      return outcome
    },
  }
}
