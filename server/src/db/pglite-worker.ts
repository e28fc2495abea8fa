/**
 * The worker thread an embedded database runs in (`openPgliteInWorker`): opens PGlite where it is told,
 * then answers the queries it is sent, one message each, in the order they come.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { type EmbeddedDatabaseLocation, pgliteOptions } from './pglite-options'
import type { ToPgliteWorker } from './pglite-worker-messages'
import { serializeError } from './pglite-worker-messages'

const port = parentPort
if (!port) throw new Error('pglite-worker runs as a worker thread')

const db = new PGlite(pgliteOptions(workerData as EmbeddedDatabaseLocation))
db.waitReady.then(
  () => port.postMessage({ type: 'ready' }),
  (error) => port.postMessage({ type: 'failed', error: serializeError(error) }),
)

port.on('message', (message: ToPgliteWorker) => {
  if (message.type === 'close') {
    // Ends this thread only (a worker's process.exit), once the database has shut down cleanly.
    db.close().finally(() => process.exit(0))
    return
  }
  db.query(message.sql, message.params, message.options).then(
    ({ rows, fields, affectedRows }) =>
      port.postMessage({ type: 'result', id: message.id, result: { rows, fields, affectedRows } }),
    (error) => port.postMessage({ type: 'error', id: message.id, error: serializeError(error) }),
  )
})
