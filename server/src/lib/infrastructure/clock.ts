import { readFileSync } from 'node:fs'

/**
 * "Now" for what depends on the time of day in a way tests must control: which records are published.
 * Everything else keeps Date.now() (tokens, rate limits), which a test clock must not bend.
 */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

/**
 * The end-to-end tests' clock (NODE_ENV=test and TEST_CLOCK_FILE only): the file holds an ISO time
 * that is "now"; while it is missing, empty or unreadable, the real time is. Read on every call, so a
 * test moves the server's time by writing the file.
 */
export function fileClock(file: string): Clock {
  return () => {
    let text = ''
    try {
      text = readFileSync(file, 'utf8').trim()
    } catch {
      return new Date()
    }
    const time = Date.parse(text)
    return Number.isNaN(time) ? new Date() : new Date(time)
  }
}

/** A clock a test sets by hand: `clock.set(date)`, `clock.advance(ms)`. */
export function manualClock(start: Date = new Date()) {
  let now = start.getTime()
  const clock = (() => new Date(now)) as Clock & {
    set: (time: Date) => void
    advance: (ms: number) => void
  }
  clock.set = (time) => {
    now = time.getTime()
  }
  clock.advance = (ms) => {
    now += ms
  }
  return clock
}
