/** Refused because the queue of waiting work is full: answered 503 with Retry-After. */
export class QueueFullError extends Error {}

/**
 * At most `concurrency` tasks run at once; up to `queue` more wait their turn in arrival order, and any
 * beyond that are refused at once (QueueFullError) rather than piling up. Its counters are what tests
 * and metrics read: how many run, wait, the most that ever ran at once, and how many were refused.
 */
export class ConcurrencyLimit {
  running = 0
  peak = 0
  rejected = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get queued(): number {
    return this.waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) {
        this.rejected++
        throw new QueueFullError(`${this.running} running and ${this.waiting.length} waiting`)
      }
      // The slot is handed over by the task that ends (release), so a newcomer never overtakes.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    this.peak = Math.max(this.peak, this.running)
    try {
      return await task()
    } finally {
      this.release()
    }
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running--
  }
}
