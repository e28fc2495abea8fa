import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SafeStorage } from 'electron'

/** What the console keeps of a staff session between runs: the token and who it belongs to. */
export interface SavedSession {
  token: string
  user: { id: string; name: string } & Record<string, unknown>
}

export interface SessionVault {
  /** The session saved for `serverUrl` (a token means nothing to another server), or null. */
  load(serverUrl: string | null): SavedSession | null
  save(serverUrl: string | null, session: SavedSession | null): void
  /** False when this computer offers no secure storage: the session then lives in memory only. */
  canPersist(): boolean
}

/**
 * The staff token, kept by the main process and encrypted with Electron's safeStorage (the OS
 * keychain on macOS, DPAPI on Windows, the secret service on Linux), never in the page's
 * localStorage where anything that reads the user-data folder could take it. Without a secure
 * store nothing is written: staff sign in again after a restart. A file that cannot be decrypted
 * (another Windows account, a reinstalled keychain) reads as no session.
 */
export function createSessionVault(
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>,
  filePath: string,
): SessionVault {
  const canPersist = () => safeStorage.isEncryptionAvailable()
  return {
    canPersist,
    load(serverUrl) {
      if (!serverUrl || !canPersist()) return null
      try {
        const saved = JSON.parse(safeStorage.decryptString(readFileSync(filePath))) as {
          serverUrl?: unknown
          session?: SavedSession
        }
        const session = saved.session
        if (saved.serverUrl !== serverUrl || typeof session?.token !== 'string') return null
        if (typeof session.user?.id !== 'string' || typeof session.user.name !== 'string') return null
        return session
      } catch {
        return null
      }
    },
    save(serverUrl, session) {
      if (!session || !serverUrl) {
        rmSync(filePath, { force: true })
        return
      }
      if (!canPersist()) return
      mkdirSync(path.dirname(filePath), { recursive: true })
      const temp = `${filePath}.tmp`
      writeFileSync(temp, safeStorage.encryptString(JSON.stringify({ serverUrl, session })), { mode: 0o600 })
      renameSync(temp, filePath)
    },
  }
}
