import path from 'node:path'
import type { SafeStorage } from 'electron'
import { createFileShelf } from '../file-shelf'
import { createJsonFileStore } from '../json-file-store'
import { createNoticeBoard, isNoticesFile } from '../notice-board'
import { createPreferences, isPreferences } from '../preferences'
import { openProtectedStorage } from '../protected-storage'
import { createOfflineQueue, isQueueFile, queueKeptAsideNotice } from '../queue'
import { createQueueAuditLog } from '../queue-audit-log'
import { createSessionVault } from '../session-vault'
import { createSettings, isDesktopSettings } from '../settings'

/**
 * Opens what the console keeps in its user-data folder (docs/desktop-console.md, "Where things
 * live"): settings and preferences, the sealed offline queue with its images and notices, the
 * session vault and the log of decisions on colleagues' edits. A saved plain-http server address is
 * reviewed (staff confirm it or it is dropped) before anything uses the address.
 */
export async function openStores(deps: {
  userData: string
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>
  /** Shows the unencrypted-connection warning; true when staff trust the address. */
  confirmLocalNetwork(origin: string): Promise<boolean>
}) {
  const { userData } = deps
  const at = (name: string) => path.join(userData, name)
  const settings = createSettings(createJsonFileStore(at('settings.json'), isDesktopSettings), {
    confirmLocalNetwork: deps.confirmLocalNetwork,
  })
  const preferences = createPreferences(createJsonFileStore(at('preferences.json'), isPreferences))
  // Health data at rest: the queue, its images and the read cache are sealed (protected-storage.ts).
  const atRest = openProtectedStorage(deps.safeStorage, userData)
  const queueNotices = createNoticeBoard(
    createJsonFileStore(at('notices.json'), isNoticesFile),
    atRest.notices,
  )
  const queueShelf = createFileShelf(at('queue-files'), atRest.box)
  const queue = createOfflineQueue(
    createJsonFileStore(
      at('edit-queue.json'),
      isQueueFile,
      undefined,
      (keptAs, why) => queueNotices.add(queueKeptAsideNotice(keptAs, why, atRest.persistent)),
      atRest.box,
    ),
    { shelf: queueShelf },
  )
  await settings.reviewSavedAddress()
  return {
    settings,
    preferences,
    atRest,
    queueNotices,
    queueShelf,
    queue,
    sessionVault: createSessionVault(deps.safeStorage, at('session.bin')),
    auditLog: createQueueAuditLog(at('queue-decisions.log')),
    /** The lab server's address as configured now (null before the first-run screen). */
    serverUrl: () => settings.get().serverUrl,
  }
}

export type ConsoleStores = Awaited<ReturnType<typeof openStores>>
