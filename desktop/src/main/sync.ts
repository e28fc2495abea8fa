import type { QueueEntry, SyncState } from '../shared/ipc-contract'
import type { OfflineQueue } from './queue'

export const SYNC_INTERVAL_MS = 15_000

export interface SyncLoopDeps {
  queue: OfflineQueue
  /** True when the server answers its health check. */
  checkServer(): Promise<boolean>
  /** Sends one queued write with the staff token (see queue.replay for what it must throw). */
  send(write: QueueEntry['write'], token: string): Promise<unknown>
  /** Told about every change, so main can push it to the window. */
  onChange(state: SyncState): void
  onError?(error: unknown): void
  now?: () => Date
}

export interface SyncLoop {
  state(): SyncState
  /** The staff member's current token (the renderer pushes it on sign-in and sign-out). Kept in memory only. */
  setToken(token: string | null): void
  /** Checks the server and, when it answers, replays the queue. Calls made while one runs share it. */
  syncNow(): Promise<SyncState>
  /** Something changed the queue outside a sync (enqueue, resolve, discard): tell the window. */
  queueChanged(): void
  /** Syncs now and then every `intervalMs`; returns the stop function. */
  start(intervalMs?: number): () => void
}

/**
 * When the queue is sent: on a timer, when the window says the network is back, after an edit is
 * queued and whenever staff press "Sync now". One pass at a time, so writes never race each other; a
 * call made during a pass gets one more pass after it, so nothing queued meanwhile waits for the timer.
 */
export function createSyncLoop(deps: SyncLoopDeps): SyncLoop {
  const now = deps.now ?? (() => new Date())
  let online: boolean | null = null
  let syncing = false
  let lastSyncAt: string | null = null
  let token: string | null = null
  // The token the server refused; not tried again until staff sign in afresh.
  let refusedToken: string | null = null
  let running: Promise<SyncState> | null = null
  let again = false

  const state = (): SyncState => {
    const entries = deps.queue.list()
    const hasPending = entries.some((entry) => entry.state === 'pending')
    return {
      online,
      syncing,
      lastSyncAt,
      needsSignIn: hasPending && (token === null || token === refusedToken),
      entries,
    }
  }
  const emit = () => deps.onChange(state())

  async function pass() {
    online = await deps.checkServer().catch(() => false)
    if (!online) return
    const usableToken = token !== null && token !== refusedToken ? token : null
    if (!usableToken) {
      if (!deps.queue.list().some((entry) => entry.state === 'pending')) lastSyncAt = now().toISOString()
      return
    }
    const outcome = await deps.queue.replay((write) => deps.send(write, usableToken))
    if (outcome.stoppedBy === 'network') online = false
    if (outcome.stoppedBy === 'unauthorized') refusedToken = usableToken
    if (outcome.stoppedBy === null) lastSyncAt = now().toISOString()
  }

  const loop: SyncLoop = {
    state,
    setToken(next) {
      if (next === token) return
      token = next
      emit()
    },
    syncNow() {
      if (running) {
        // Something changed during the pass (an edit was queued): go round once more before answering.
        again = true
        return running
      }
      running = (async () => {
        syncing = true
        emit()
        try {
          do {
            again = false
            await pass()
          } while (again && online)
        } catch (error) {
          // A pass that broke (e.g. the disk refused the queue file) is retried by the next one.
          deps.onError?.(error)
        } finally {
          syncing = false
          running = null
          emit()
        }
        return state()
      })()
      return running
    },
    queueChanged: emit,
    start(intervalMs = SYNC_INTERVAL_MS) {
      void loop.syncNow()
      const timer = setInterval(() => void loop.syncNow(), intervalMs)
      return () => clearInterval(timer)
    },
  }
  return loop
}
