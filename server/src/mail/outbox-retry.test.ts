import { describe, expect, it } from 'vitest'
import { afterFailure, GIVE_UP_AFTER_MS } from './outbox-retry'

describe('a mail that failed to go out', () => {
  const now = Date.parse('2026-11-28T10:00:00.000Z')

  it('waits out the backoff before its next try', () => {
    const row = { attempts: 3, give_up_at: new Date(now + GIVE_UP_AFTER_MS) }
    expect(afterFailure(row, now)).toEqual({ status: 'pending', next_attempt_at: new Date(now + 120_000) })
  })

  it('is tried one last time at its give-up time, never after it', () => {
    const row = { attempts: 10, give_up_at: new Date(now + 60_000).toISOString() }
    expect(afterFailure(row, now)).toEqual({ status: 'pending', next_attempt_at: new Date(now + 60_000) })
  })

  it('is failed for good once its give-up time has passed', () => {
    const row = { attempts: 30, give_up_at: new Date(now - 1) }
    expect(afterFailure(row, now).status).toBe('failed')
    expect(afterFailure({ attempts: 30, give_up_at: new Date(now) }, now).status).toBe('failed')
  })
})
