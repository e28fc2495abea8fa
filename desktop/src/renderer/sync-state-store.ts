import { createStore, type StoreApi } from 'zustand/vanilla'
import type { DesktopBridge, SyncState } from '../shared/ipc-contract'
import { callMain } from './bridge'

/** The renderer's copy of main's sync state (a zustand store; main's answers replace it whole). */
export type SyncStateStore = StoreApi<SyncState> & {
  /** Takes main's latest state. */
  replace(state: SyncState): void
  /** Fetches main's state and follows its events until the returned function is called. */
  connect(): () => void
}

export const INITIAL_SYNC_STATE: SyncState = {
  online: null,
  syncing: false,
  lastSyncAt: null,
  needsSignIn: false,
  user: null,
  waitingFor: [],
  lastError: null,
  nextTryAt: null,
  idMap: {},
  references: {},
  versionSteps: [],
  notices: [],
  offlineDataFrom: null,
  serverNotAnswering: false,
  entries: [],
}

/**
 * The store is made idle; `connect()` (kept out of the constructor so React's double effects stay
 * harmless) starts following main.
 */
export function createSyncStateStore(bridge: DesktopBridge): SyncStateStore {
  const store = createStore<SyncState>()(() => INITIAL_SYNC_STATE)
  const replace = (state: SyncState) => store.setState(state, true)
  return {
    ...store,
    replace,
    connect() {
      const stop = bridge.on('sync-state', replace)
      callMain(bridge, 'sync:get-state', {}).then(replace, () => {})
      return stop
    },
  }
}
