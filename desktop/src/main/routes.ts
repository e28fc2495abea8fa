import type { PickResult, PrinterInfo, RouteInput } from '../shared/ipc-contract'
import { defineRoutes, type RouteHandlers } from './ipc'
import type { NoticeBoard } from './notice-board'
import type { PrintJob } from './pdf-printing'
import type { PreferencesService } from './preferences'
import { printingRoutes } from './printing-routes'
import type { OfflineQueue } from './queue'
import type { QueueAuditLog } from './queue-audit-log'
import { queueRoutes } from './queue-routes'
import type { SavedSession } from './session-vault'
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
  /**
   * The server's current version of the record at `path` (GET with the staff token), for "Keep
   * mine"; undefined when it cannot be read now (then the conflict's own copy of theirs is used).
   */
  readVersion?(path: string, token: string): Promise<number | undefined>
  /** Keeps (or forgets) the session where it survives a restart (encrypted on disk in the app). */
  saveSession?(session: SavedSession | null): void
  /** The session kept from the last run, if any. */
  loadSession?(): SavedSession | null
  /** Notices about the queue kept until staff acknowledge them (notice-board.ts). */
  notices?: NoticeBoard
  /** Where decisions on a colleague's waiting edits are recorded (queue-audit-log.ts). */
  auditLog?: QueueAuditLog
  now?: () => Date
  /**
   * Draws sample labels in main with the server's own label drawing (offline-labels.ts), for a
   * walk-in the server has not booked yet; absent where the console cannot draw them (the stand-in bridge).
   */
  drawLabels?(labels: RouteInput<'labels:draw'>): Promise<Uint8Array>
  /** Printing from the page (pdf-printing.ts); absent where the console cannot print (tests). */
  printing?: {
    preferences: PreferencesService
    /** The window's `webContents.getPrintersAsync()`. */
    listPrinters(): Promise<PrinterInfo[]>
    printPdf(job: PrintJob): Promise<void>
  }
}

/**
 * What each IPC route does, over services that are plain objects: main passes the real ones, the
 * renderer's stand-in bridge passes in-memory ones, so both run exactly this code.
 */
export function createDesktopRoutes(services: DesktopServices): RouteHandlers {
  const { settings, queue, sync } = services
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

    'session:get': () => services.loadSession?.() ?? null,

    'session:set': ({ session }) => {
      // The queue records only who made a write (id and name), not the rest of the account.
      sync.setSession(
        session && { token: session.token, user: { id: session.user.id, name: session.user.name } },
      )
      services.saveSession?.(session)
      if (session) void sync.syncNow()
      return null
    },

    ...queueRoutes(services),
    ...printingRoutes(services),

    'sync:get-state': () => sync.state(),
    'sync:now': () => sync.syncNow(),
    'sync:acknowledge-notice': ({ notice }) => {
      services.notices?.acknowledge(notice)
      sync.queueChanged()
      return sync.state()
    },
  })
}
