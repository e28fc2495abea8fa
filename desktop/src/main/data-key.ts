import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SafeStorage } from 'electron'

export interface DataKey {
  /** 32 random bytes: the AES-256-GCM key of everything the console seals (sealed-box.ts). */
  key: Buffer
  /**
   * True when the key is kept (sealed by the OS through safeStorage) and survives a restart. False
   * when this computer offers no secure storage: the key then lives in memory only, for this run.
   */
  persistent: boolean
}

/**
 * The console's data key. A random key, not one derived from anything on the PC, is kept in
 * `data-key.bin` encrypted by Electron's safeStorage (DPAPI on Windows, the keychain on macOS, the
 * secret service on Linux), so the cache and queue files are unreadable to anyone who copies the
 * data folder or signs in to another Windows account. Without secure storage a fresh key is made
 * for this run only and the file is left alone (it may open again once the keyring is back).
 * A key file that cannot be opened (another account, a reset keychain) is kept aside, not
 * overwritten, and a new key is made: what was sealed with the old one is then set aside as
 * unreadable by the stores, never read in clear.
 */
export function loadDataKey(
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>,
  filePath: string,
  now: () => Date = () => new Date(),
): DataKey {
  if (!safeStorage.isEncryptionAvailable()) return { key: randomBytes(32), persistent: false }
  if (existsSync(filePath)) {
    try {
      const key = Buffer.from(safeStorage.decryptString(readFileSync(filePath)), 'base64')
      if (key.byteLength === 32) return { key, persistent: true }
    } catch {
      // falls through: kept aside below
    }
    renameSync(filePath, `${filePath}.unreadable-${now().getTime()}`)
  }
  const key = randomBytes(32)
  mkdirSync(path.dirname(filePath), { recursive: true })
  writeFileSync(`${filePath}.tmp`, safeStorage.encryptString(key.toString('base64')), { mode: 0o600 })
  renameSync(`${filePath}.tmp`, filePath)
  return { key, persistent: true }
}
