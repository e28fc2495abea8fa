import type { PickResult, RouteInput } from '../shared/ipc-contract'
import { defineRoutes, type RouteHandlers } from './ipc'
import type { OfflineQueue } from './queue'
import type { SettingsService } from './settings'
import type { SyncLoop } from './sync'
import { isWebUrl } from './window'

export interface DesktopServices {
  settings: SettingsService
  queue: OfflineQueue
  sync: SyncLoop
  pickFiles(input: RouteInput<'files:pick'>): Promise<PickResult>
  /** Electron's shell.openExternal (the route only hands it http and https links). */
  openExternal(url: string): void
}

/**
 * What each IPC route does, over services that are plain objects: main passes the real ones, the
 * renderer's stand-in bridge passes in-memory ones, so both run exactly this code.
 */
export function createDesktopRoutes(services: DesktopServices): RouteHandlers {
  const { settings, queue, sync } = services
  const afterQueueChange = () => {
    sync.queueChanged()
    return sync.state()
  }
  return defineRoutes({
    'settings:get': () => settings.get(),

    'settings:set-server-url': ({ serverUrl }) => {
      const waiting = queue.list().length
      // The waiting edits were made against the current server; sending them to another would be wrong.
      if (waiting > 0 && settings.get().serverUrl !== null)
        throw new Error(
          `Sync or discard the ${waiting} waiting edit${waiting === 1 ? '' : 's'} before changing the server.`,
        )
      return settings.setServerUrl(serverUrl)
    },

    'files:pick': (input) => services.pickFiles(input),

    'shell:open-external': ({ url }) => {
      if (!isWebUrl(url)) throw new Error('Only http and https links can be opened.')
      services.openExternal(url)
      return null
    },

    'session:set-token': ({ token }) => {
      sync.setToken(token)
      if (token) void sync.syncNow()
      return null
    },

    'queue:enqueue': ({ write, token }) => {
      queue.enqueue(write)
      sync.setToken(token)
      const state = afterQueueChange()
      // Try at once: the failure may have been a blip, and a later write must not overtake this one.
      void sync.syncNow()
      return state
    },

    'queue:resolve-conflict': ({ id, choice }) => {
      const entry = queue.list().find((e) => e.id === id)
      if (!entry) throw new Error('That edit is no longer waiting.')
      if (entry.state !== 'conflict') throw new Error('That edit has no conflict to resolve.')
      if (choice === 'take-theirs') {
        queue.remove(id)
        return afterQueueChange()
      }
      queue.keepMine(id)
      const state = afterQueueChange()
      void sync.syncNow()
      return state
    },

    'queue:discard': ({ id }) => {
      if (!queue.remove(id)) throw new Error('That edit is no longer waiting.')
      return afterQueueChange()
    },

    'sync:get-state': () => sync.state(),
    'sync:now': () => sync.syncNow(),
  })
}
