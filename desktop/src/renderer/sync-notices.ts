import { notifications } from '@mantine/notifications'
import type { SyncStateStore } from './sync-state-store'
import { walkInsBooked } from './walk-ins-booked'

export const ALL_SYNCED_TOAST = {
  title: 'Offline edits synced',
  message: 'Every waiting edit is now on the server.',
}

/**
 * The form that made a queued edit is long gone when the replay answers, so the console itself says
 * what happened: a toast for each edit that became a conflict or failed, one for each walk-in registered
 * offline that the server booked (with its reference), and one when the queue empties.
 */
export function announceSyncResults(store: SyncStateStore): () => void {
  let known = new Map(store.getState().entries.map((entry) => [entry.id, entry.state]))
  let lastSyncAt = store.getState().lastSyncAt
  let references = store.getState().references
  return store.subscribe(() => {
    const { entries, lastSyncAt: syncedAt } = store.getState()
    // A walk-in registered offline now has the server's reference: the desk writes that one down.
    for (const { local, server } of walkInsBooked(references, store.getState().references))
      notifications.show({
        color: 'teal',
        title: 'Offline walk-in booked',
        message: `${local} is now booking ${server}.`,
        autoClose: false,
      })
    references = store.getState().references
    for (const entry of entries) {
      if (known.get(entry.id) === entry.state || entry.state === 'pending') continue
      notifications.show(
        entry.state === 'conflict'
          ? {
              color: 'orange',
              title: 'An offline edit needs your choice',
              message: `${entry.write.label}: someone changed this on the server meanwhile. Keep mine or take theirs in the status bar.`,
            }
          : {
              color: 'red',
              title: 'An offline edit was refused',
              message: `${entry.write.label}: ${entry.error}`,
            },
      )
    }
    // Only a sync empties the queue with good news; discarding the last edit is not one.
    if (known.size > 0 && entries.length === 0 && syncedAt !== lastSyncAt)
      notifications.show({ ...ALL_SYNCED_TOAST, color: 'teal' })
    known = new Map(entries.map((entry) => [entry.id, entry.state]))
    lastSyncAt = syncedAt
  })
}
