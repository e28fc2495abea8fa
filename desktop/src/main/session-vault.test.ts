import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createSessionVault } from './session-vault'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Electron's safeStorage stand-in: a reversible scrambling (XOR) under a per-test key, like an OS key. */
function keychain(available = true, key = 0x5a) {
  const xor = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ key))
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text: string) => xor(Buffer.from(text, 'utf8')),
    decryptString: (bytes: Buffer) => xor(bytes).toString('utf8'),
  }
}

function vaultFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'labsite-vault-'))
  dirs.push(dir)
  return path.join(dir, 'session.bin')
}

const SERVER = 'https://lab.example.com'
const session = { token: 'eyJ.secret-staff-token.sig', user: { id: 'u1', name: 'Priya', role: 'admin' } }

describe('the session vault', () => {
  it('keeps the session across restarts, encrypted: the token is nowhere in the file', () => {
    const file = vaultFile()
    createSessionVault(keychain(), file).save(SERVER, session)
    expect(readFileSync(file).toString('utf8')).not.toContain('secret-staff-token')
    expect(createSessionVault(keychain(), file).load(SERVER)).toEqual(session)
  })

  it('gives a session only to the server it came from, and forgets it on sign-out', () => {
    const file = vaultFile()
    const vault = createSessionVault(keychain(), file)
    vault.save(SERVER, session)
    expect(vault.load('https://other.example.com')).toBeNull()
    vault.save(SERVER, null)
    expect(existsSync(file)).toBe(false)
    expect(vault.load(SERVER)).toBeNull()
  })

  it('writes nothing when the computer has no secure storage', () => {
    const file = vaultFile()
    const vault = createSessionVault(keychain(false), file)
    vault.save(SERVER, session)
    expect(existsSync(file)).toBe(false)
    expect(vault.canPersist()).toBe(false)
  })

  it('reads a file it cannot decrypt (another account’s key, damage) as no session', () => {
    const file = vaultFile()
    createSessionVault(keychain(true, 0x11), file).save(SERVER, session)
    expect(createSessionVault(keychain(true, 0x22), file).load(SERVER)).toBeNull()
    writeFileSync(file, 'garbage')
    expect(createSessionVault(keychain(), file).load(SERVER)).toBeNull()
  })
})
