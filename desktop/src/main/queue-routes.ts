import type { QueueEntry } from '../shared/ipc-contract'
import { imageBytes } from './image-bytes'
import type { RouteHandlers } from './ipc'
import { type QueueDecision, queueDecisionWrite } from './queue-audit-log'
import type { DesktopServices } from './routes'

type QueueRouteName =
  | 'queue:enqueue'
  | 'queue:resolve-conflict'
  | 'queue:retry'
  | 'queue:edit-again'
  | 'queue:keep-file'
  | 'queue:enqueue-upload'
  | 'queue:discard'

type QueueServices = Pick<DesktopServices, 'queue' | 'sync' | 'readVersion' | 'auditLog' | 'now'>

/**
 * A waiting edit that is not the signed-in person's (a colleague's, or one of unknown origin from
 * an older console) is only discarded or decided on with an explicit confirmation, by someone
 * signed in, and the decision is recorded. Answers what to record once it is done.
 */
function othersDecision(
  services: QueueServices,
  entry: QueueEntry,
  action: QueueDecision['action'],
  confirmed: boolean | undefined,
) {
  const { queue, sync } = services
  const session = sync.session()
  if (session && entry.owner?.id === session.user.id) return null
  const whose = entry.owner ? `${entry.owner.name}’s` : 'someone else’s'
  if (!session) throw new Error(`Sign in to decide on ${whose} waiting edit.`)
  if (!confirmed) throw new Error(`This is ${whose} edit: confirm to decide for them (it is recorded).`)
  const now = services.now ?? (() => new Date())
  return (): void => {
    const decision: QueueDecision = {
      at: now().toISOString(),
      action,
      by: session.user,
      owner: entry.owner,
      entryId: entry.id,
      method: entry.write.method,
      path: entry.write.path,
      enqueuedAt: entry.enqueuedAt,
    }
    services.auditLog?.record(decision)
    // The server's audit log too, under the person who decided: through the queue, so a decision
    // taken during an outage arrives (once, by its key) when the server answers again.
    queue.enqueue(queueDecisionWrite(decision), session.user)
    void sync.syncNow()
  }
}

/** The waiting edits: queued, retried, edited again, kept as images, resolved or discarded. */
export function queueRoutes(services: QueueServices): Pick<RouteHandlers, QueueRouteName> {
  const { queue, sync } = services
  const afterQueueChange = () => {
    sync.queueChanged()
    return sync.state()
  }
  /** The signed-in person, whom a write belongs to and is only ever sent under. */
  const signedIn = (refusal: string) => {
    const session = sync.session()
    if (!session) throw new Error(refusal)
    return session
  }
  /** A queue change to try at once: the failure may have been a blip, and the server may be back. */
  const changedAndSent = () => {
    const state = afterQueueChange()
    void sync.syncNow()
    return state
  }
  const waiting = (id: string) => {
    const entry = queue.list().find((e) => e.id === id)
    if (!entry) throw new Error('That edit is no longer waiting.')
    return entry
  }

  return {
    'queue:enqueue': ({ write }) => {
      // A write belongs to the person who made it and is only ever sent under their session.
      queue.enqueue(write, signedIn('Sign in again to save changes.').user)
      // Try at once: the failure may have been a blip, and a later write must not overtake this one.
      return changedAndSent()
    },

    'queue:resolve-conflict': async ({ id, choice, confirmOthers }) => {
      const entry = waiting(id)
      if (entry.state !== 'conflict') throw new Error('That edit has no conflict to resolve.')
      const recordDecision = othersDecision(services, entry, choice, confirmOthers)
      if (choice === 'take-theirs') {
        queue.takeTheirs(id)
        recordDecision?.()
        return afterQueueChange()
      }
      // Over the server's version as it is now, not as it was when the conflict was found.
      const session = sync.session()
      const version =
        session && services.readVersion
          ? await services.readVersion(entry.write.path, session.token).catch(() => undefined)
          : undefined
      queue.keepMine(id, version)
      recordDecision?.()
      return changedAndSent()
    },

    'queue:retry': ({ id }) => {
      queue.retry(id, signedIn('Sign in to send this edit again.').user)
      return changedAndSent()
    },

    'queue:edit-again': ({ id, json }) => {
      queue.editAgain(id, json, signedIn('Sign in to send this edit again.').user)
      return changedAndSent()
    },

    'queue:keep-file': ({ name, type, bytes }) => {
      const session = signedIn('Sign in again to add images.')
      const kept = queue.keepFile({ name, type, bytes: imageBytes(name, bytes) }, session.user)
      sync.queueChanged()
      return kept
    },

    'queue:enqueue-upload': ({ write, name, type, bytes }) => {
      const session = signedIn('Sign in again to add images.')
      queue.enqueueUpload({ name, type, bytes: imageBytes(name, bytes) }, write, session.user)
      // Try at once, as for any queued write: the server may be back already.
      return changedAndSent()
    },

    'queue:discard': ({ id, confirmOthers }) => {
      const entry = waiting(id)
      const recordDecision = othersDecision(services, entry, 'discard', confirmOthers)
      queue.remove(id)
      recordDecision?.()
      return afterQueueChange()
    },
  }
}
