import type { AdminWrite } from '@labsite/shared'
import type { QueueEntry, QueueOwner } from '../shared/ipc-contract'
import { QUEUED_UPLOADS_PATH, recordKeyOf } from '../shared/record-key'

/**
 * Whether a save must join main's queue instead of going to the server now. It joins it behind the
 * signed-in person's own waiting writes to the record (main sends it after them, expecting the
 * version they produce, so it never overtakes them), and whenever it names a record created
 * offline that the server does not have yet or an image kept offline (the queue uploads it first).
 * A colleague's waiting writes do not hold it back: it goes now, and their replay later meets it as
 * a conflict they resolve.
 */
export function waitsOnQueue(write: AdminWrite, entries: QueueEntry[], user: QueueOwner | null): boolean {
  const key = recordKeyOf(write)
  const body = JSON.stringify(write)
  if (body.includes(`"${QUEUED_UPLOADS_PATH}`)) return true
  return entries.some(
    (entry) =>
      (entry.recordKey === key && user !== null && entry.owner?.id === user.id) ||
      (entry.write.method === 'POST' &&
        (entry.recordKey === key || body.includes(`"${entry.write.idempotencyKey}"`))),
  )
}
