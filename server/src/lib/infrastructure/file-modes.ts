import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Files and folders under DATA_DIR: owner-only (health data, mail, keys). */
export const OWNER_ONLY_DIR = 0o700
export const OWNER_ONLY_FILE = 0o600
const GROUP_OR_OTHER = 0o077

/**
 * Every file and folder this process creates from now on is owner-only, whoever creates it (the
 * embedded database, the outbox, uploads, temporary files). False where a process-wide mask cannot be
 * set (worker threads); the explicit modes at each write still apply there.
 */
export function restrictNewFiles(): boolean {
  try {
    process.umask(GROUP_OR_OTHER)
    return true
  } catch {
    return false
  }
}

const lstatOrNull = (file: string) => lstatSync(file, { throwIfNoEntry: false }) ?? null

/**
 * Walks a tree without recursion, calling `visit` for every entry below `root` (symbolic links not
 * followed). Synchronous: it runs once at start, over up to a few thousand files, before any request.
 */
function walk(root: string, visit: (file: string, isDir: boolean, mode: number) => void) {
  const pending = [root]
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let names: string[] = []
    try {
      names = readdirSync(dir)
    } catch {
      continue
    }
    for (const name of names) {
      const file = path.join(dir, name)
      const info = lstatOrNull(file)
      if (!info || info.isSymbolicLink()) continue
      visit(file, info.isDirectory(), info.mode)
      if (info.isDirectory()) pending.push(file)
    }
  }
}

/** Entries under `root` (and root itself) that other accounts can read, write or enter. */
export function findWiderThanOwner(root: string): { path: string; mode: string }[] {
  const wider: { path: string; mode: string }[] = []
  const note = (file: string, mode: number) => {
    if (mode & GROUP_OR_OTHER) wider.push({ path: file, mode: (mode & 0o777).toString(8).padStart(4, '0') })
  }
  const rootInfo = lstatOrNull(root)
  if (rootInfo) note(root, rootInfo.mode)
  walk(root, (file, _isDir, mode) => note(file, mode))
  return wider
}

/** Makes a copied tree owner-only (copies keep the modes of their source, e.g. the repository's 0644). */
export function restrictTree(root: string): void {
  chmodSync(root, OWNER_ONLY_DIR)
  walk(root, (file, isDir) => chmodSync(file, isDir ? OWNER_ONLY_DIR : OWNER_ONLY_FILE))
}
