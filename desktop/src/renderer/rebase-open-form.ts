import type { AdminWrite } from '@labsite/shared'
import type { QueueOwner, VersionStep } from '../shared/ipc-contract'
import { recordKeyOf } from '../shared/record-key'

/**
 * A form left open across a sync expects the version it was opened with; if the only changes since
 * were the signed-in person's own queued writes (main's `versionSteps`), it saves over the version
 * they produced rather than meeting its own person's change as a 412. A step by anyone else breaks
 * the walk, so a colleague's change still shows as a conflict.
 */
export function rebaseOnOwnSyncs(
  write: AdminWrite,
  steps: VersionStep[],
  user: QueueOwner | null,
): AdminWrite {
  if (write.ifMatch === undefined || !user) return write
  const key = recordKeyOf(write)
  let version = write.ifMatch
  for (let hops = 0; hops < steps.length; hops++) {
    const step = steps.find((s) => s.recordKey === key && s.ownerId === user.id && s.from === version)
    if (!step) break
    version = step.to
  }
  return version === write.ifMatch ? write : { ...write, ifMatch: version }
}
