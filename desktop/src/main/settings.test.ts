import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { DesktopSettings } from '../shared/ipc-contract'
import { INSECURE_ADDRESS } from './connection-security'
import { createJsonFileStore } from './json-file-store'
import { createSettings, isDesktopSettings, normalizeServerUrl, SERVER_URL_HELP } from './settings'
import { createMemoryStore } from './store'

const dir = mkdtempSync(path.join(tmpdir(), 'labsite-settings-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the server address', () => {
  it('keeps the origin of an http(s) address', () => {
    expect(normalizeServerUrl(' https://lab.example.com/admin/services?x=1#top ')).toEqual({
      ok: true,
      url: 'https://lab.example.com',
    })
    expect(normalizeServerUrl('http://192.168.1.20:3000/')).toEqual({
      ok: true,
      url: 'http://192.168.1.20:3000',
    })
  })

  it.each(['lab.example.com', 'ftp://lab.example.com', 'file:///C:/lab', 'javascript:alert(1)', ''])(
    'refuses %j with a hint',
    (raw) => {
      expect(normalizeServerUrl(raw)).toEqual({ ok: false, error: SERVER_URL_HELP })
    },
  )

  it('refuses an address with credentials in it', () => {
    expect(normalizeServerUrl('https://admin:secret@lab.example.com')).toMatchObject({ ok: false })
  })

  it('is remembered in userData across restarts, and a bad one is not saved', async () => {
    const file = path.join(dir, 'settings.json')
    const settings = createSettings(createJsonFileStore(file, isDesktopSettings))
    expect(settings.get()).toEqual({ serverUrl: null })
    await settings.setServerUrl('https://lab.example.com/')
    await expect(settings.setServerUrl('lab.example.com')).rejects.toThrow(SERVER_URL_HELP)
    expect(createSettings(createJsonFileStore(file, isDesktopSettings)).get()).toEqual({
      serverUrl: 'https://lab.example.com',
    })
  })
})

describe('unencrypted addresses', () => {
  const memory = () => createMemoryStore<DesktopSettings>({ serverUrl: 'https://lab.example.com' })

  it('refuses http:// to another computer when staff do not accept the warning', async () => {
    const store = memory()
    const confirmLocalNetwork = vi.fn(async () => false)
    const settings = createSettings(store, { confirmLocalNetwork })
    await expect(settings.setServerUrl('http://lab.example.com')).rejects.toThrow(INSECURE_ADDRESS)
    expect(confirmLocalNetwork).toHaveBeenCalledWith('http://lab.example.com')
    expect(store.read()?.serverUrl).toBe('https://lab.example.com')
    // Without anyone to ask (no warning can be shown), the answer is no.
    await expect(createSettings(memory()).setServerUrl('http://192.168.1.20:3000')).rejects.toThrow(
      INSECURE_ADDRESS,
    )
  })

  it('accepts http:// on this computer without asking', async () => {
    const confirmLocalNetwork = vi.fn(async () => false)
    const settings = createSettings(memory(), { confirmLocalNetwork })
    for (const address of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000'])
      expect((await settings.setServerUrl(address)).serverUrl).toBe(address)
    expect(confirmLocalNetwork).not.toHaveBeenCalled()
  })

  it('remembers an address staff marked as their local network, and asks again for another', async () => {
    const store = memory()
    const confirmLocalNetwork = vi.fn(async () => true)
    const settings = createSettings(store, { confirmLocalNetwork })
    expect(await settings.setServerUrl('http://192.168.1.20:3000/')).toMatchObject({
      serverUrl: 'http://192.168.1.20:3000',
      trustedLocalHosts: ['192.168.1.20:3000'],
    })
    await settings.setServerUrl('https://lab.example.com')
    await settings.setServerUrl('http://192.168.1.20:3000')
    expect(confirmLocalNetwork).toHaveBeenCalledTimes(1)
    confirmLocalNetwork.mockResolvedValueOnce(false)
    await expect(settings.setServerUrl('http://192.168.1.21:3000')).rejects.toThrow(INSECURE_ADDRESS)
    expect(isDesktopSettings(store.read())).toBe(true)
  })

  it('does not use an http:// address saved by an older version without the warning', async () => {
    const saved = () => createMemoryStore<DesktopSettings>({ serverUrl: 'http://192.168.1.20:3000' })
    const declined = createSettings(saved(), { confirmLocalNetwork: async () => false })
    expect((await declined.reviewSavedAddress()).serverUrl).toBeNull()
    const accepted = createSettings(saved(), { confirmLocalNetwork: async () => true })
    expect(await accepted.reviewSavedAddress()).toMatchObject({
      serverUrl: 'http://192.168.1.20:3000',
      trustedLocalHosts: ['192.168.1.20:3000'],
    })
    const confirmLocalNetwork = vi.fn(async () => false)
    const secure = createSettings(memory(), { confirmLocalNetwork })
    expect((await secure.reviewSavedAddress()).serverUrl).toBe('https://lab.example.com')
    expect(confirmLocalNetwork).not.toHaveBeenCalled()
  })
})
