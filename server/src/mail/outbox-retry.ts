/** A mail is retried for at least this long before it is marked failed (at least 24 h). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
/** A sender that claimed a mail and then crashed loses its claim after this. */
export const CLAIM_MS = 5 * 60 * 1000
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60 * 1000

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at 1 h (about 30 tries in the first day). */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * A failed try: waiting for the next one after the backoff, never later than its give-up time, and
 * failed for good once that time has passed.
 */
export function afterFailure(
  row: { attempts: number; give_up_at: Date | string },
  now: number,
): { status: 'failed' | 'pending'; next_attempt_at: Date } {
  const giveUpAt = new Date(row.give_up_at).getTime()
  return {
    status: now >= giveUpAt ? 'failed' : 'pending',
    next_attempt_at: new Date(Math.min(now + retryDelayMs(row.attempts), giveUpAt)),
  }
}
