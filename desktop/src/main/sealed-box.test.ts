import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDataKey } from './data-key'
import { createFileShelf } from './file-shelf'
import { createJsonFileStore } from './json-file-store'
import { createSealedBox } from './sealed-box'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'labsite-sealed-'))
  dirs.push(dir)
  return dir
}
/** Electron's safeStorage stand-in (as in session-vault.test.ts). */
const keychain = (available = true, key = 0x5a) => {
  const xor = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ key))
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text: string) => xor(Buffer.from(text, 'utf8')),
    decryptString: (bytes: Buffer) => xor(bytes).toString('utf8'),
  }
}
const isAnything = (value: unknown): value is { name: string } => typeof value === 'object' && value !== null

describe('sealing at rest', () => {
  it('opens only with the same key and purpose; any changed byte is refused', () => {
    const box = createSealedBox(randomBytes(32))
    const sealed = box.seal('Meera Iyer', 'edit-queue.json')
    expect(sealed.includes('Meera')).toBe(false)
    expect(box.open(sealed, 'edit-queue.json').toString()).toBe('Meera Iyer')
    expect(() => box.open(sealed, 'read-cache')).toThrow()
    expect(() => createSealedBox(randomBytes(32)).open(sealed, 'edit-queue.json')).toThrow()
    const flipped = Buffer.from(sealed)
    flipped[flipped.length - 1] ^= 1
    expect(() => box.open(flipped, 'edit-queue.json')).toThrow()
  })

  it('keeps one data key, sealed by safeStorage, across runs; without secure storage one per run, nothing written', () => {
    const dir = folder()
    const file = path.join(dir, 'data-key.bin')
    const first = loadDataKey(keychain(), file)
    expect(first.persistent).toBe(true)
    expect(readFileSync(file).includes(first.key.toString('base64'))).toBe(false)
    expect(loadDataKey(keychain(), file).key.equals(first.key)).toBe(true)
    const memoryOnly = loadDataKey(keychain(false), file)
    expect(memoryOnly).toMatchObject({ persistent: false })
    expect(memoryOnly.key.equals(first.key)).toBe(false)
    // Another account's keychain cannot open it: kept aside, never overwritten, and a new key made.
    const other = loadDataKey(keychain(true, 0x33), file)
    expect(other.key.equals(first.key)).toBe(false)
    expect(readdirSync(dir).some((name) => name.startsWith('data-key.bin.unreadable-'))).toBe(true)
  })

  it('a queue file an older console wrote in clear is read, then sealed at once', () => {
    const dir = folder()
    const file = path.join(dir, 'edit-queue.json')
    writeFileSync(file, JSON.stringify({ name: 'Meera Iyer' }))
    const store = createJsonFileStore(
      file,
      isAnything,
      undefined,
      undefined,
      createSealedBox(randomBytes(32)),
    )
    expect(store.read()).toEqual({ name: 'Meera Iyer' })
    expect(readFileSync(file).includes('Meera')).toBe(false)
    expect(store.read()).toEqual({ name: 'Meera Iyer' })
  })

  it('a queue file sealed under a key this run does not have is kept aside, not read and not lost', () => {
    const dir = folder()
    const file = path.join(dir, 'edit-queue.json')
    createJsonFileStore(file, isAnything, undefined, undefined, createSealedBox(randomBytes(32))).write({
      name: 'x',
    })
    const keptAside: string[] = []
    const store = createJsonFileStore(
      file,
      isAnything,
      undefined,
      (keptAs) => keptAside.push(keptAs),
      createSealedBox(randomBytes(32)),
    )
    expect(store.read()).toBeNull()
    expect(keptAside).toHaveLength(1)
    expect(existsSync(keptAside[0])).toBe(true)
  })

  it('the queue’s images are sealed on the shelf and read back whole', () => {
    const shelf = createFileShelf(folder(), createSealedBox(randomBytes(32)))
    shelf.write('a.png', Buffer.from('prescription of Meera Iyer'))
    expect(readFileSync(path.join(shelf.dir, 'a.png')).includes('Meera')).toBe(false)
    expect(Buffer.from(shelf.read('a.png')).toString()).toBe('prescription of Meera Iyer')
  })
})
