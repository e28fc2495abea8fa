/** Somewhere a value is kept between runs: a file in the app, memory in tests and the stand-in bridge. */
export interface JsonStore<T> {
  /** The stored value, or null when nothing was stored yet (or what was stored is unreadable). */
  read(): T | null
  write(value: T): void
}

/** A store in memory (tests, the renderer's stand-in bridge); copies on the way in and out like a file would. */
export function createMemoryStore<T>(initial: T | null = null): JsonStore<T> {
  let value: T | null = initial === null ? null : structuredClone(initial)
  return {
    read: () => (value === null ? null : structuredClone(value)),
    write: (next) => {
      value = structuredClone(next)
    },
  }
}
