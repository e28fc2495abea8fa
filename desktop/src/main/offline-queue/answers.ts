import { ApiError, NetworkError } from '@labsite/web/api-client'
import type { QueueEntry } from '../../shared/ipc-contract'

/** What the server's answers tell the queue: a record's id, version, reference; why it refused. */

/** Why a replay stopped before the end of the queue; the writes it did not reach stay pending. */
export type ReplayStop = 'network' | 'unauthorized' | 'server-busy'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const fieldOf = (answer: unknown, field: string): unknown => (isRecord(answer) ? answer[field] : undefined)

export const versionOf = (answer: unknown): number | undefined => {
  const version = fieldOf(answer, 'version')
  return typeof version === 'number' ? version : undefined
}

export const idOf = (answer: unknown): string | undefined => {
  const id = fieldOf(answer, '_id') ?? fieldOf(answer, 'id')
  return typeof id === 'string' && id ? id : undefined
}

/** The reference the server gave a booking (a walk-in registered offline). */
export const referenceOf = (answer: unknown): string | undefined => {
  const reference = fieldOf(answer, 'reference')
  return typeof reference === 'string' && reference ? reference : undefined
}

/** The server's record a 412 answers with (the other person's version). */
export function currentRecordOf(error: ApiError): Record<string, unknown> | null {
  const current = error.body?.current
  return isRecord(current) ? current : null
}

/** Statuses that say "not now" rather than "never": the write stays pending and the pass stops. */
export function stopReasonFor(status: number): ReplayStop | null {
  if (status === 401) return 'unauthorized'
  if (status === 408 || status === 429 || status >= 500) return 'server-busy'
  return null
}

/** The server answered (with an HTTP error); a NetworkError is an ApiError without an answer. */
export const isHttpAnswer = (error: unknown): error is ApiError =>
  error instanceof ApiError && !(error instanceof NetworkError)

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The server's record already holds every field this update sets (the update got there before a crash). */
export function alreadyApplied(write: QueueEntry['write'], current: Record<string, unknown>): boolean {
  const fields = write.json
  if (!isRecord(fields)) return false
  return Object.entries(fields).every(([field, value]) => sameJson(current[field], value))
}
