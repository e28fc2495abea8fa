import type { AdminWrite } from '@labsite/shared'
import { recordKeyOf } from '../../shared/record-key'
import { knownLocalsOf, type QueuedWrite, refsOf } from '../offline-queue/entry-refs'

/** Queued writes for the unit tests, each naming what it names among those before it, like enqueue. */
export function queued(
  ...writes: (Omit<AdminWrite, 'label'> & { owner?: string; chained?: boolean; localReference?: string })[]
): QueuedWrite[] {
  const entries: QueuedWrite[] = []
  for (const [index, { owner = 'u-priya', chained = false, localReference, ...write }] of writes.entries()) {
    const full = {
      ...write,
      label: `Write ${index + 1}`,
      idempotencyKey: write.idempotencyKey ?? `k-${index + 1}`,
    }
    entries.push({
      id: `e-${index + 1}`,
      write: full,
      recordKey: recordKeyOf(full),
      chained,
      owner: { id: owner, name: owner },
      enqueuedAt: '2026-11-28T09:00:00.000Z',
      state: 'pending',
      ...(localReference && { localReference }),
      refs: refsOf(full, knownLocalsOf(entries)),
    })
  }
  return entries
}
