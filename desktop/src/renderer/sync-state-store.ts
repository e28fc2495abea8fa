import type { DesktopBridge, SyncState } from '../shared/ipc-contract'
import { callMain } from './bridge'

export interface SyncStateStore {
  get(): SyncState
  set(state: SyncState): void
  /** A `useSyncExternalStore` source. */
  subscribe(listener: () => void): () => void
}

export const INITIAL_SYNC_STATE: SyncState = {
  online: null,
  syncing: false,
  lastSyncAt: null,
  needsSignIn: false,
  entries: [],
}

/**
 * The renderer's copy of main's sync state. `connect()` fetches it and follows main's events until the
 * returned function is called (kept out of the constructor so React's double effects stay harmless).
 */
export function createSyncStateStore(bridge: DesktopBridge): SyncStateStore & { connect(): () => void } {
  let state = INITIAL_SYNC_STATE
  const listeners = new Set<() => void>()
  const store = {
    get: () => state,
    set(next: SyncState) {
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    connect() {
      const stop = bridge.on('sync-state', store.set)
      callMain(bridge, 'sync:get-state', {}).then(store.set, () => {})
      return stop
    },
  }
  return store
}
