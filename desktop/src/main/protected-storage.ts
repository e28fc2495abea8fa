import path from 'node:path'
import type { SafeStorage } from 'electron'
import { type CacheStorage, createMemoryCacheStorage, createSealedDiskStorage } from './cache-storage'
import { loadDataKey } from './data-key'
import { createSealedBox, type SealedBox } from './sealed-box'

/** Shown in the status bar when the PC has no secure storage for the data key. */
export const NO_SECURE_STORAGE_NOTICE =
  'This computer offers no secure storage: lists are not kept for offline reading, and edits waiting offline are lost if the console is closed before they sync.'

export interface ProtectedStorage {
  /** Seals the offline queue's file and its images. */
  box: SealedBox
  /** Where the read cache keeps entries: sealed files, or memory only without secure storage. */
  cacheStorage: CacheStorage
  /** Things staff must know about how their data is kept (none when all is well). */
  notices: string[]
  /** The data key survives a restart (the PC has secure storage). */
  persistent: boolean
}

/**
 * How the console keeps health data at rest (README, desktop section): one random data key, sealed
 * by the OS through safeStorage, encrypts the read cache, the queue file and the queue's images
 * (AES-256-GCM). When the PC offers no secure storage we chose safety over convenience: the read
 * cache stays in memory only, and the queue is still sealed on disk but under a key held in memory
 * for this run, so a crash of the window loses nothing, while after a restart that file cannot be
 * opened and is set aside (never read in clear) with the usual "kept aside" notice.
 */
export function openProtectedStorage(
  safeStorage: Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'>,
  userData: string,
): ProtectedStorage {
  const { key, persistent } = loadDataKey(safeStorage, path.join(userData, 'data-key.bin'))
  const box = createSealedBox(key)
  return {
    box,
    cacheStorage: persistent ? createSealedDiskStorage(box) : createMemoryCacheStorage(),
    notices: persistent ? [] : [NO_SECURE_STORAGE_NOTICE],
    persistent,
  }
}
