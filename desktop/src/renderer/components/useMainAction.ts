import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { SyncState } from '../../shared/ipc-contract'
import type { SyncStateStore } from '../sync-state-store'

/**
 * Runs one of main's sync actions: its answer replaces the sync state, a failure is shown as a
 * notification, and the buttons are disabled (`busy`) while it runs.
 */
export function useMainAction(store: SyncStateStore) {
  const [busy, setBusy] = useState(false)
  async function run(action: () => Promise<SyncState>) {
    setBusy(true)
    try {
      store.replace(await action())
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
