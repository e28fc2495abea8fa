import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openStores } from './stores'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Electron's safeStorage stand-in: a reversible XOR, like an OS key. */
const keychain = {
  isEncryptionAvailable: () => true,
  encryptString: (text: string) => Buffer.from(Buffer.from(text, 'utf8').map((byte) => byte ^ 0x5a)),
  decryptString: (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ 0x5a)).toString('utf8'),
}

function userDataWith(files: Record<string, string>) {
  const userData = mkdtempSync(path.join(tmpdir(), 'labsite-stores-'))
  dirs.push(userData)
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(userData, name), text)
  return userData
}

const lanAddress = JSON.stringify({ serverUrl: 'http://192.168.1.20:3000' })

describe('opening what the console keeps', () => {
  it('drops a saved plain-http address staff do not confirm, before anything uses it', async () => {
    const userData = userDataWith({ 'settings.json': lanAddress })
    const asked: string[] = []
    const stores = await openStores({
      userData,
      safeStorage: keychain,
      confirmLocalNetwork: async (origin) => {
        asked.push(origin)
        return false
      },
    })
    expect(asked).toEqual(['http://192.168.1.20:3000'])
    expect(stores.serverUrl()).toBeNull()
    expect(JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8')).serverUrl).toBeNull()
  })

  it('keeps a confirmed address, and the session saved for it survives a restart', async () => {
    const userData = userDataWith({ 'settings.json': lanAddress })
    const open = () => openStores({ userData, safeStorage: keychain, confirmLocalNetwork: async () => true })
    const first = await open()
    first.sessionVault.save(first.serverUrl(), { token: 't', user: { id: 'u1', name: 'Priya' } })
    const again = await open()
    expect(again.serverUrl()).toBe('http://192.168.1.20:3000')
    expect(again.sessionVault.load(again.serverUrl())?.user.name).toBe('Priya')
  })

  it('keeps an unreadable queue file aside and tells staff, instead of overwriting it', async () => {
    const userData = userDataWith({ 'edit-queue.json': '{"version": 99' })
    const stores = await openStores({
      userData,
      safeStorage: keychain,
      confirmLocalNetwork: async () => false,
    })
    expect(stores.queue.list()).toEqual([])
    expect(stores.queueNotices.list()).toHaveLength(1)
    expect(readdirSync(userData).some((name) => name.startsWith('edit-queue.json.corrupt-'))).toBe(true)
    expect(existsSync(path.join(userData, 'notices.json'))).toBe(true)
  })
})
