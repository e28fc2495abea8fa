import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createJsonFileStore } from './json-file-store'
import { createSettings, isDesktopSettings, normalizeServerUrl, SERVER_URL_HELP } from './settings'

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

  it('is remembered in userData across restarts, and a bad one is not saved', () => {
    const file = path.join(dir, 'settings.json')
    const settings = createSettings(createJsonFileStore(file, isDesktopSettings))
    expect(settings.get()).toEqual({ serverUrl: null })
    settings.setServerUrl('https://lab.example.com/')
    expect(() => settings.setServerUrl('lab.example.com')).toThrow(SERVER_URL_HELP)
    expect(createSettings(createJsonFileStore(file, isDesktopSettings)).get()).toEqual({
      serverUrl: 'https://lab.example.com',
    })
  })
})
