import type { AdminWrite } from '@labsite/shared'

/** Where the console's page shows an image kept offline (app-protocol serves the queue's files there). */
export const QUEUED_UPLOADS_PATH = '/queued-uploads/'

/**
 * The record a write is about, which is what chains writes together: `PUT/DELETE menu/<id>` name
 * their record in the path; a create names the record it will make by its local id (its
 * Idempotency-Key, which the list's placeholder also uses as id) so later edits and deletes of the
 * new record join its chain. Writes without a record (a reorder, a settings document) chain by path.
 */
export function recordKeyOf(write: Pick<AdminWrite, 'method' | 'path' | 'idempotencyKey'>): string {
  if (write.method === 'POST' && write.idempotencyKey) return `${write.path}/${write.idempotencyKey}`
  return write.path
}

export function replacePathId(path: string, from: string, to: string): string {
  return path
    .split('/')
    .map((segment) => (segment === from ? to : segment))
    .join('/')
}
