import type { SyncState } from '../../shared/ipc-contract'

export const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })

export const clockOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/** The connection badge. A server that takes requests and never answers is not "Online", whatever the last check said. */
export function connectionOf(state: Pick<SyncState, 'serverNotAnswering' | 'online'>) {
  if (state.serverNotAnswering) return { label: 'Server not answering', color: 'red.9' }
  if (state.online === null) return { label: 'Checking the server…', color: 'gray.8' }
  return state.online ? { label: 'Online', color: 'teal.9' } : { label: 'Offline', color: 'red.9' }
}

/** How many edits wait on this computer, how many of them are the signed-in user's, and how many need a decision. */
export function waitingCounts(state: Pick<SyncState, 'entries' | 'user'>) {
  return {
    waiting: state.entries.length,
    mine: state.entries.filter((entry) => state.user && entry.owner?.id === state.user.id).length,
    needDecision: state.entries.filter((entry) => entry.state !== 'pending').length,
  }
}
