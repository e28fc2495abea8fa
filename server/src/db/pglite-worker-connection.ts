import { Worker } from 'node:worker_threads'
import type { QueryOptions } from '@electric-sql/pglite'
import { scriptEntry } from '../server-paths'
import type { EmbeddedDatabaseLocation } from './pglite-options'
import {
  deserializeError,
  type FromPgliteWorker,
  type ToPgliteWorker,
  type WorkerResults,
} from './pglite-worker-messages'

/** What Knex's PGlite client uses of a PGlite instance: the same, answered by the worker. */
export interface PgliteConnection {
  waitReady: Promise<void>
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<WorkerResults>
  close: () => Promise<void>
}

const WORKER_YOUNG_GENERATION_MB = 4

/** What a query gets once the worker is gone: the message the outage handling knows (503). */
const closedError = () => new Error('PGlite is closed')

/**
 * Opens the embedded database in a worker thread and talks to it by messages. A running PGlite slows
 * every request of the thread it lives in by about a third (a bare `node:http` server: 560k → 370k
 * answers in 5 s), so the server's own thread never hosts it. The worker keeps the process alive only
 * while a query is waiting for it, as an in-process database would.
 */
export function openPgliteInWorker(location: EmbeddedDatabaseLocation): PgliteConnection {
  const { entry, execArgv } = scriptEntry('pglite-worker', 'db/pglite-worker.ts')
  const worker = new Worker(entry, {
    workerData: location,
    execArgv,
    // Its JavaScript is PGlite's glue and one query's rows at a time: a small young generation keeps
    // the thread's own heap from adding more to the server's memory than the database itself.
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  })
  const pending = new Map<
    number,
    { resolve: (result: WorkerResults) => void; reject: (error: Error) => void }
  >()
  let nextId = 1
  let gone = false

  const waitReady = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromPgliteWorker) => {
      if (message.type === 'ready') return resolve()
      if (message.type === 'failed') return reject(deserializeError(message.error))
      const waiting = pending.get(message.id)
      if (!waiting) return
      pending.delete(message.id)
      if (pending.size === 0) worker.unref()
      if (message.type === 'result') waiting.resolve(message.result)
      else waiting.reject(deserializeError(message.error))
    })
    const end = (error: Error) => {
      gone = true
      reject(error)
      for (const waiting of pending.values()) waiting.reject(error)
      pending.clear()
    }
    worker.once('error', end)
    worker.once('exit', () => end(closedError()))
  })
  waitReady.catch(() => {})
  worker.unref()

  const send = (message: ToPgliteWorker) => worker.postMessage(message)
  return {
    waitReady,
    query(sql, params, options) {
      if (gone) return Promise.reject(closedError())
      const id = nextId++
      return new Promise<WorkerResults>((resolve, reject) => {
        if (pending.size === 0) worker.ref()
        pending.set(id, { resolve, reject })
        try {
          send({ type: 'query', id, sql, params, options })
        } catch (error) {
          // A parameter the structured clone cannot copy (a function): refused before it is sent.
          pending.delete(id)
          if (pending.size === 0) worker.unref()
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
    },
    async close() {
      if (gone) return
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      worker.ref()
      send({ type: 'close' })
      await exited
    },
  }
}
