import { isRecord } from '@labsite/shared'
import type { createApiClient } from '@labsite/web/api-client'
import type { QueueEntry, QueueOwner, SyncState } from '../shared/ipc-contract'
import type { OfflineQueue, ReplayOutcome, UploadFile } from './queue'

/** How often main looks for the server while nothing is failing. */
export const SYNC_INTERVAL_MS = 15_000
/** Every queued write gives up waiting for its answer after this long (then it counts as no answer). */
export const WRITE_TIMEOUT_MS = 15_000
/** Backing off after failures: the first retry after about this long, doubling each time… */
export const RETRY_BASE_MS = 2_000
/** …up to this (a server that comes back is found within a minute). */
export const RETRY_MAX_MS = 60_000

/** The signed-in staff member, as main knows them: the token (memory only here) and who they are. */
export interface StaffSession {
  token: string
  user: QueueOwner
}

export interface SyncLoopDeps {
  queue: OfflineQueue
  /** True when the server answers its health check. */
  checkServer(): Promise<boolean>
  /** Sends one queued write with the staff token (see queue.replay for what it must throw). */
  send(write: QueueEntry['write'], token: string): Promise<unknown>
  /**
   * Uploads an image kept offline with the staff token: POST /uploads before the write naming it, or
   * an upload made offline (POST to its own path) as that write.
   */
  upload?(file: Parameters<UploadFile>[0], token: string): Promise<{ url: string }>
  /** Told about every change, so main can push it to the window. */
  onChange(state: SyncState): void
  onError?(error: unknown): void
  /** Things about the queue itself staff must see (e.g. a queue file of another version kept aside). */
  notices?: () => string[]
  /** See ReadCache.offlineDataFrom. */
  offlineDataFrom?: () => string | null
  /** See SyncState.serverNotAnswering. */
  serverNotAnswering?: () => boolean
  now?: () => Date
  /** 0 ≤ random() < 1, for the jitter. */
  random?: () => number
}

export interface SyncLoop {
  state(): SyncState
  session(): StaffSession | null
  /** What the last look found: the server answered (true), did not (false), not looked yet (null). */
  isOnline(): boolean | null
  /** Who is signed in now (the renderer tells main on sign-in and sign-out). Kept in memory only. */
  setSession(session: StaffSession | null): void
  /** Checks the server and, when it answers, replays the signed-in person's writes. Calls made while one runs share it. */
  syncNow(): Promise<SyncState>
  /** Something changed the queue outside a sync (enqueue, resolve, discard): tell the window. */
  queueChanged(): void
  /** Syncs now and then on its own: every `intervalMs`, or sooner/later while backing off; returns the stop function. */
  start(intervalMs?: number): () => void
}

/**
 * Exponential backoff with "equal jitter": half the doubled delay for sure, the other half at
 * random, so consoles that lost the same server do not all come back in the same second. A server's
 * Retry-After is a floor.
 */
export function backoffMs(failures: number, random: () => number, retryAfterMs?: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1))
  const delay = ceiling / 2 + random() * (ceiling / 2)
  return Math.max(delay, retryAfterMs ?? 0)
}

/** What the sync loop knows between passes; a pass changes it, SyncState shows it. */
interface SyncProgress {
  online: boolean | null
  syncing: boolean
  lastSyncAt: string | null
  session: StaffSession | null
  /** The token the server refused; not tried again until staff sign in afresh. */
  refusedToken: string | null
  failures: number
  lastError: string | null
  nextTryAt: Date | null
}

/** The state the window shows: the progress, whose edits wait for whom, and the queue's own facts. */
function syncStateOf(deps: SyncLoopDeps, progress: SyncProgress): SyncState {
  const { session } = progress
  const entries = deps.queue.list()
  const mine = (entry: QueueEntry) => session !== null && entry.owner?.id === session.user.id
  const waitingFor = new Map<string, number>()
  for (const entry of entries)
    if (entry.state === 'pending' && entry.owner && !mine(entry))
      waitingFor.set(entry.owner.name, (waitingFor.get(entry.owner.name) ?? 0) + 1)
  const minePending = entries.some((entry) => entry.state === 'pending' && mine(entry))
  return {
    online: progress.online,
    syncing: progress.syncing,
    lastSyncAt: progress.lastSyncAt,
    needsSignIn: session !== null && session.token === progress.refusedToken && minePending,
    user: session?.user ?? null,
    waitingFor: [...waitingFor].map(([name, count]) => ({ name, count })),
    lastError: progress.lastError,
    nextTryAt: progress.nextTryAt?.toISOString() ?? null,
    idMap: deps.queue.idMap(),
    references: deps.queue.references(),
    versionSteps: deps.queue.versionSteps(),
    notices: deps.notices?.() ?? [],
    offlineDataFrom: deps.offlineDataFrom?.() ?? null,
    serverNotAnswering: deps.serverNotAnswering?.() ?? false,
    entries,
  }
}

/** A pass that failed: the next one waits for the backoff (a server's Retry-After at least). */
function recordFailure(
  progress: SyncProgress,
  at: Date,
  random: () => number,
  error: string,
  retryAfterMs?: number,
) {
  progress.failures++
  progress.lastError = error
  progress.nextTryAt = new Date(at.getTime() + backoffMs(progress.failures, random, retryAfterMs))
}

/**
 * One pass: looks for the server and, when it answers, replays the signed-in person's writes with
 * their token, recording in `progress` how it went.
 */
async function syncPass(deps: SyncLoopDeps, progress: SyncProgress, now: () => Date, random: () => number) {
  progress.online = await deps.checkServer().catch(() => false)
  if (!progress.online) {
    recordFailure(progress, now(), random, 'The server did not answer.')
    return
  }
  const { session } = progress
  const usable = session !== null && session.token !== progress.refusedToken ? session : null
  if (!usable) {
    // The server answers but nothing could be sent. "Last sync" moves only when no edit waits
    // for this session: after a refused sign-in it must not read "now" while edits wait.
    const mineWait = deps.queue
      .list()
      .some((entry) => entry.state === 'pending' && (session === null || entry.owner?.id === session.user.id))
    progress.failures = 0
    progress.nextTryAt = null
    if (!mineWait) {
      progress.lastError = null
      progress.lastSyncAt = now().toISOString()
    }
    return
  }
  const upload = deps.upload
  const outcome: ReplayOutcome = await deps.queue.replay(
    usable.user.id,
    (write) => deps.send(write, usable.token),
    upload ? (file) => upload(file, usable.token) : undefined,
  )
  if (outcome.stoppedBy === 'network') progress.online = false
  if (outcome.stoppedBy === 'unauthorized') {
    progress.refusedToken = usable.token
    progress.lastError = 'The server refused the sign-in: sign in again to send your waiting edits.'
    progress.nextTryAt = null
  } else if (outcome.stoppedBy) {
    recordFailure(
      progress,
      now(),
      random,
      outcome.error ?? 'The server did not take the edit.',
      outcome.retryAfterMs,
    )
  } else {
    progress.failures = 0
    progress.lastError = null
    progress.nextTryAt = null
    progress.lastSyncAt = now().toISOString()
  }
}

/**
 * When the queue is sent: on its own timer (backing off while the server is away or busy), when
 * the window says the network is back, after an edit is queued and whenever staff press "Sync
 * now". One pass at a time, so writes never race each other; a call made during a pass gets one
 * more pass after it, so nothing queued meanwhile waits for the timer. Only the signed-in person's
 * writes are sent, with their own token; everyone else's wait for them.
 */
export function createSyncLoop(deps: SyncLoopDeps): SyncLoop {
  const now = deps.now ?? (() => new Date())
  const random = deps.random ?? Math.random
  const progress: SyncProgress = {
    online: null,
    syncing: false,
    lastSyncAt: null,
    session: null,
    refusedToken: null,
    failures: 0,
    lastError: null,
    nextTryAt: null,
  }
  let running: Promise<SyncState> | null = null
  let again = false
  let reschedule: () => void = () => {}

  const state = () => syncStateOf(deps, progress)
  const emit = () => deps.onChange(state())

  const loop: SyncLoop = {
    state,
    session: () => progress.session,
    isOnline: () => progress.online,
    setSession(next) {
      const session = progress.session
      if (next?.token === session?.token && next?.user.id === session?.user.id) return
      progress.session = next
      emit()
    },
    syncNow() {
      if (running) {
        // Something changed during the pass (an edit was queued): go round once more before answering.
        again = true
        return running
      }
      running = (async () => {
        progress.syncing = true
        emit()
        try {
          do {
            again = false
            await syncPass(deps, progress, now, random)
          } while (again && progress.online)
        } catch (error) {
          // A pass that broke (e.g. the disk refused the queue file) is retried by the next one.
          recordFailure(progress, now(), random, error instanceof Error ? error.message : String(error))
          deps.onError?.(error)
        } finally {
          progress.syncing = false
          running = null
          reschedule()
          emit()
        }
        return state()
      })()
      return running
    },
    queueChanged: emit,
    start(intervalMs = SYNC_INTERVAL_MS) {
      let timer: ReturnType<typeof setTimeout> | null = null
      let stopped = false
      reschedule = () => {
        if (stopped) return
        if (timer) clearTimeout(timer)
        const wait = progress.nextTryAt
          ? Math.max(0, progress.nextTryAt.getTime() - now().getTime())
          : intervalMs
        timer = setTimeout(() => void loop.syncNow(), wait)
      }
      void loop.syncNow()
      return () => {
        stopped = true
        if (timer) clearTimeout(timer)
      }
    },
  }
  return loop
}

/** The server's current version of one record (GET of the path its update goes to), for "Keep mine". */
export async function readRecordVersion(
  client: ReturnType<typeof createApiClient>,
  path: string,
  token: string,
) {
  const record = await client.get(path, { headers: { authorization: `Bearer ${token}` } }).json<unknown>()
  const version = isRecord(record) ? record.version : undefined
  return typeof version === 'number' ? version : undefined
}

/**
 * POST /uploads (or the file's `path`, e.g. `admin/media`) of an image kept offline, as the form's
 * `file` field under its own Idempotency-Key (a resend after a crash stores it once).
 */
export function uploadQueuedFile(
  client: ReturnType<typeof createApiClient>,
  file: Parameters<UploadFile>[0],
  token: string,
): Promise<{ url: string }> {
  const body = new FormData()
  body.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  return client
    .post(file.path ?? 'uploads', {
      body,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': file.idempotencyKey },
    })
    .json<{ url: string }>()
}
