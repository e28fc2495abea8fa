import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@labsite/shared'
import type { PickResult, PrinterInfo, PrinterSetup, QueueEntry, RouteInput } from '../shared/ipc-contract'
import { defineRoutes, type RouteHandlers } from './ipc'
import type { NoticeBoard } from './notice-board'
import { checkPrintJob, type PrintJob } from './pdf-printing'
import type { PreferencesService } from './preferences'
import type { OfflineQueue } from './queue'
import { type QueueAuditLog, type QueueDecision, queueDecisionWrite } from './queue-audit-log'
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
  const afterQueueChange = () => {
    sync.queueChanged()
    return sync.state()
  }
  const now = services.now ?? (() => new Date())
  /**
   * A waiting edit that is not the signed-in person's (a colleague's, or one of unknown origin from
   * an older console) is only discarded or decided on with an explicit confirmation, by someone
   * signed in, and the decision is recorded. Answers what to record once it is done.
   */
  function othersDecision(
    entry: QueueEntry,
    action: QueueDecision['action'],
    confirmed: boolean | undefined,
  ) {
    const session = sync.session()
    if (session && entry.owner?.id === session.user.id) return null
    const whose = entry.owner ? `${entry.owner.name}’s` : 'someone else’s'
    if (!session) throw new Error(`Sign in to decide on ${whose} waiting edit.`)
    if (!confirmed) throw new Error(`This is ${whose} edit: confirm to decide for them (it is recorded).`)
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
  /** An image the page hands over to keep: bytes, at most what the server takes. */
  const imageBytes = (name: string, bytes: unknown): Uint8Array => {
    if (!(bytes instanceof Uint8Array)) throw new Error('The image arrived without its bytes.')
    if (bytes.byteLength > MAX_UPLOAD_BYTES)
      throw new Error(`"${name}" is larger than the ${MAX_UPLOAD_MB} MB an image may be.`)
    return bytes
  }
  const printing = () => {
    if (!services.printing) throw new Error('Printing is not available in this console.')
    return services.printing
  }
  const printerSetup = async (): Promise<PrinterSetup> => {
    const { preferences, listPrinters } = printing()
    const { labelPrinter, slipPrinter, labelSize } = preferences.get()
    const printers = (await listPrinters()).map(({ name, displayName, description }) => ({
      name,
      displayName,
      description,
    }))
    return { printers, labelPrinter, slipPrinter, labelSize }
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

    'queue:enqueue': ({ write }) => {
      const session = sync.session()
      // A write belongs to the person who made it and is only ever sent under their session.
      if (!session) throw new Error('Sign in again to save changes.')
      queue.enqueue(write, session.user)
      const state = afterQueueChange()
      // Try at once: the failure may have been a blip, and a later write must not overtake this one.
      void sync.syncNow()
      return state
    },

    'queue:resolve-conflict': async ({ id, choice, confirmOthers }) => {
      const entry = queue.list().find((e) => e.id === id)
      if (!entry) throw new Error('That edit is no longer waiting.')
      if (entry.state !== 'conflict') throw new Error('That edit has no conflict to resolve.')
      const recordDecision = othersDecision(entry, choice, confirmOthers)
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
      const state = afterQueueChange()
      void sync.syncNow()
      return state
    },

    'queue:retry': ({ id }) => {
      const session = sync.session()
      if (!session) throw new Error('Sign in to send this edit again.')
      queue.retry(id, session.user)
      const state = afterQueueChange()
      void sync.syncNow()
      return state
    },

    'queue:edit-again': ({ id, json }) => {
      const session = sync.session()
      if (!session) throw new Error('Sign in to send this edit again.')
      queue.editAgain(id, json, session.user)
      const state = afterQueueChange()
      void sync.syncNow()
      return state
    },

    'queue:keep-file': ({ name, type, bytes }) => {
      const session = sync.session()
      if (!session) throw new Error('Sign in again to add images.')
      const kept = queue.keepFile({ name, type, bytes: imageBytes(name, bytes) }, session.user)
      sync.queueChanged()
      return kept
    },

    'queue:enqueue-upload': ({ write, name, type, bytes }) => {
      const session = sync.session()
      if (!session) throw new Error('Sign in again to add images.')
      queue.enqueueUpload({ name, type, bytes: imageBytes(name, bytes) }, write, session.user)
      const state = afterQueueChange()
      // Try at once, as for any queued write: the server may be back already.
      void sync.syncNow()
      return state
    },

    'queue:discard': ({ id, confirmOthers }) => {
      const entry = queue.list().find((e) => e.id === id)
      if (!entry) throw new Error('That edit is no longer waiting.')
      const recordDecision = othersDecision(entry, 'discard', confirmOthers)
      queue.remove(id)
      recordDecision?.()
      return afterQueueChange()
    },

    'printers:list': () => printerSetup(),

    'preferences:set-printer': async (change) => {
      const { preferences, listPrinters } = printing()
      const known = new Set((await listPrinters()).map((printer) => printer.name))
      // Only a printer this computer has: a silent job to a name that does not exist is lost.
      for (const name of [change.labelPrinter, change.slipPrinter])
        if (name && !known.has(name)) throw new Error(`There is no printer named "${name}" on this computer.`)
      preferences.set(Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)))
      return printerSetup()
    },

    'print:pdf': async (input) => {
      await printing().printPdf(checkPrintJob(input))
      return null
    },

    // A walk-in the queue has booked since shows the server's reference: the one its tubes keep.
    'labels:draw': async (input) => {
      if (!services.drawLabels) throw new Error('Labels cannot be drawn in this console.')
      const reference = queue.references()[input.reference] ?? input.reference
      return { reference, bytes: await services.drawLabels({ ...input, reference }) }
    },

    'sync:get-state': () => sync.state(),
    'sync:now': () => sync.syncNow(),
    'sync:acknowledge-notice': ({ notice }) => {
      services.notices?.acknowledge(notice)
      return afterQueueChange()
    },
  })
}
