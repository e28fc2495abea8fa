import type { QueryOptions, Results } from '@electric-sql/pglite'

/** What the server's thread sends the embedded database's worker. */
export type ToPgliteWorker =
  | { type: 'query'; id: number; sql: string; params?: unknown[]; options?: QueryOptions }
  | { type: 'close' }

/** A query's answer, as much of PGlite's `Results` as Knex reads. */
export type WorkerResults = Pick<Results, 'rows' | 'fields' | 'affectedRows'>

/** What the worker sends back. */
export type FromPgliteWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: SerializedError }
  | { type: 'result'; id: number; result: WorkerResults }
  | { type: 'error'; id: number; error: SerializedError }

/** An error's message and own fields (PostgreSQL's `code`, `constraint`, `detail`, …). */
export type SerializedError = { message: string } & Record<string, unknown>

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => value === null || typeof value !== 'object'),
  )
  return { ...fields, name: error.name, message: error.message }
}

/** The error again in this thread, with the fields callers test (`code === '23505'`, …). */
export function deserializeError({ message, name, ...fields }: SerializedError): Error {
  const error = new Error(message)
  if (typeof name === 'string') error.name = name
  return Object.assign(error, fields)
}
