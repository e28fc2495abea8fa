import { isRecord } from './narrowing'

/**
 * A walk-in registered while the console is offline has no reference until the server books it.
 * Until then the desk shows a local one, the same on every screen because it is derived from the
 * registration's Idempotency-Key (which also books it once however often it is replayed).
 */
export const LOCAL_REFERENCE_PREFIX = 'LOCAL-'

export function localWalkInReference(idempotencyKey: string): string {
  const letters = idempotencyKey.replace(/[^0-9a-z]/gi, '').toUpperCase()
  return `${LOCAL_REFERENCE_PREFIX}${letters.slice(0, 6).padEnd(6, '0')}`
}

/** The booking POST a walk-in registration makes (web/src/admin/api/walk-ins.ts). */
export function isWalkInRegistration(write: {
  method: string
  path: string
  json?: unknown
  idempotencyKey?: string
}): write is { method: 'POST'; path: string; json: { source: 'walk-in' }; idempotencyKey: string } {
  return (
    write.method === 'POST' &&
    write.path === 'consult/consultation' &&
    typeof write.idempotencyKey === 'string' &&
    isRecord(write.json) &&
    write.json.source === 'walk-in'
  )
}
