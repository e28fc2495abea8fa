import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

export interface PgChangeListener {
  isListening: () => boolean
  close: () => Promise<void>
}

const RETRY_MIN_MS = 250
const RETRY_MAX_MS = 5_000

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel (a pooled connection cannot: the pool
 * hands it to queries and may close it). When the connection drops it reconnects with a growing delay;
 * after every reconnect `onResync` is called, because notifications sent in between are lost.
 * Resolves once the first LISTEN succeeds, so a server never starts deaf.
 */
export async function createPgChangeListener(options: {
  url: string
  channel: string
  log: FastifyBaseLogger
  onMessage: (payload: string) => void
  onResync: () => void
}): Promise<PgChangeListener> {
  let client: pg.Client | null = null
  let listening = false
  let closed = false
  let retryDelay = RETRY_MIN_MS
  let retryTimer: NodeJS.Timeout | null = null

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url, application_name: 'labsite-change-bus' })
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.onMessage(message.payload)
    })
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'change bus connection lost; reconnecting')
      dropAndRetry(next)
    })
    next.on('end', () => dropAndRetry(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${options.channel}`)
    } catch (error) {
      next.removeAllListeners('end')
      await next.end().catch(() => {})
      throw error
    }
    client = next
    listening = true
    retryDelay = RETRY_MIN_MS
  }

  function dropAndRetry(failed: pg.Client): void {
    if (client !== failed) return
    client = null
    listening = false
    failed.removeAllListeners('end')
    failed.end().catch(() => {})
    scheduleRetry()
  }

  function scheduleRetry(): void {
    if (closed || retryTimer) return
    retryTimer = setTimeout(async () => {
      retryTimer = null
      try {
        await connect()
        options.log.info('change bus listening again')
        options.onResync()
      } catch (error) {
        options.log.warn({ err: error }, 'change bus cannot reconnect yet')
        retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS)
        scheduleRetry()
      }
    }, retryDelay)
    retryTimer.unref()
  }

  await connect()
  return {
    isListening: () => listening,
    async close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      const last = client
      client = null
      listening = false
      if (last) {
        last.removeAllListeners('end')
        await last.end().catch(() => {})
      }
    },
  }
}
