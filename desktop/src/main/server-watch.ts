import { errorField } from '@labsite/shared'

/**
 * While the server is away, how often main asks whether it is back. The status bar clears at most
 * this long (plus one answer) after the server returns, whatever the sync loop's backoff, which
 * spaces out replays of waiting edits up to a minute (sync.ts) and must not decide what the bar says.
 */
export const SERVER_WATCH_INTERVAL_MS = 2_000
/** A health check without an answer after this long means the server is not answering. */
export const HEALTH_TIMEOUT_MS = 5_000

/**
 * One look at `GET /api/health`: true when it answers 2xx. It reports whether the server answered at
 * all (`onAnswer`), which is what "Server not answering" in the bar means; no answer throws.
 */
export function createHealthCheck(deps: {
  fetch: (url: string, init: RequestInit) => Promise<Response>
  serverUrl: () => string | null | undefined
  onAnswer: (answered: boolean) => void
  timeoutMs?: number
}): () => Promise<boolean> {
  return async () => {
    const server = deps.serverUrl()
    if (!server) return false
    try {
      const answer = await deps.fetch(`${server}/api/health`, {
        cache: 'no-store',
        signal: AbortSignal.timeout(deps.timeoutMs ?? HEALTH_TIMEOUT_MS),
      })
      deps.onAnswer(true)
      return answer.ok
    } catch (error) {
      if (errorField(error, 'name') === 'TimeoutError') deps.onAnswer(false)
      throw error
    }
  }
}

/**
 * Watches for the server's return while the bar says it is away (Offline, or Server not answering):
 * a health check every `intervalMs`, one at a time, and `onBack` (main: sync now) as soon as one
 * answers. Nothing is asked while the server is there. Answers the stop function.
 */
export function startServerWatch(deps: {
  isAway: () => boolean
  check: () => Promise<boolean>
  onBack: () => void
  intervalMs?: number
}): () => void {
  const intervalMs = deps.intervalMs ?? SERVER_WATCH_INTERVAL_MS
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const tick = async () => {
    if (deps.isAway()) {
      const back = await deps.check().catch(() => false)
      if (back && !stopped) deps.onBack()
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs)
  }
  timer = setTimeout(() => void tick(), intervalMs)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
