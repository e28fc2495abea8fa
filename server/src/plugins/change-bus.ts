import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { createPgChangeListener, type PgChangeListener } from '../lib/infrastructure/pg-change-listener'

export type ChangeKind = 'created' | 'updated' | 'deleted' | 'reordered'

/** One committed write: which resource (its audit entity, e.g. 'service'), which record, what happened. */
export interface Change {
  resource: string
  /** The record's id; null when the change concerns the whole list (a menu reorder). */
  id: string | null
  kind: ChangeKind
}

export interface ChangeBus {
  /**
   * Announces a write. Inside a transaction (`trx`) the change is published only once that transaction
   * commits, and never if it rolls back; without one it is published at once (the write has committed).
   */
  publish: (change: Change, trx?: Knex.Transaction) => Promise<void>
  /** Every change of every process on this database, this one included; returns the unsubscribe. */
  subscribe: (listener: (change: Change) => void) => () => void
  /**
   * Called whenever changes may have been missed (the LISTEN connection dropped and came back);
   * whoever keeps state derived from the database must drop it.
   */
  onResync: (listener: () => void) => () => void
  /** False while changes of other processes cannot be heard (PostgreSQL listener down): do not trust caches. */
  isLive: () => boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeBus
  }
}

export const CHANGE_CHANNEL = 'labsite_changes'

/** The outermost transaction: a nested one (savepoint) "commits" long before its changes are visible. */
function outermost(trx: Knex.Transaction): Knex.Transaction {
  let current = trx
  while (current.parentTransaction) current = current.parentTransaction
  return current
}

/**
 * The change bus. On PostgreSQL a change is sent with `pg_notify` inside the writing
 * transaction, so PostgreSQL itself delivers it to every process exactly when it commits, and a
 * dedicated connection LISTENs (reconnecting, and asking for a resync after any gap). This process is
 * told synchronously right after the commit, before the writing request answers, so its own next read
 * never sees a stale cache. On the embedded database (one process) the emitter alone is the bus.
 */
export default fp(
  async (app) => {
    const origin = randomUUID()
    const emitter = new EventEmitter()
    emitter.setMaxListeners(0)
    const emit = (change: Change) => {
      try {
        emitter.emit('change', change)
      } catch (error) {
        app.log.error({ err: error, change }, 'a change listener failed')
      }
    }

    let listener: PgChangeListener | null = null
    if (app.config.database.kind === 'pg') {
      listener = await createPgChangeListener({
        url: app.config.database.url,
        channel: CHANGE_CHANNEL,
        log: app.log,
        onMessage: (payload) => {
          const message = parseMessage(payload)
          if (message && message.origin !== origin) emit(message.change)
        },
        onResync: () => emitter.emit('resync'),
      })
      app.addHook('onClose', async () => listener?.close())
    }

    const notify = (change: Change, db: Knex | Knex.Transaction) =>
      db.raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, JSON.stringify({ origin, change })])

    const bus: ChangeBus = {
      async publish(change, trx) {
        if (!trx) {
          if (listener) await notify(change, app.knex)
          emit(change)
          return
        }
        if (listener) await notify(change, trx)
        // Callbacks on the execution promise run as the commit lands, ahead of the code awaiting the transaction.
        outermost(trx).executionPromise.then(
          () => emit(change),
          () => {},
        )
      },
      subscribe(fn) {
        emitter.on('change', fn)
        return () => emitter.off('change', fn)
      },
      onResync(fn) {
        emitter.on('resync', fn)
        return () => emitter.off('resync', fn)
      },
      isLive: () => listener?.isListening() ?? true,
    }
    app.decorate('changes', bus)
  },
  { name: 'change-bus', dependencies: ['config', 'db'] },
)

function parseMessage(payload: string): { origin: string; change: Change } | null {
  try {
    const message = JSON.parse(payload)
    const change = message?.change
    if (typeof change?.resource !== 'string' || typeof change?.kind !== 'string') return null
    return {
      origin: String(message.origin),
      change: { resource: change.resource, id: change.id ?? null, kind: change.kind },
    }
  } catch {
    return null
  }
}
