import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { APP_URL } from './app-protocol'
import { createMainWindow, decideLink, guardWebContents, isAppUrl, mainWindowOptions } from './window'

type Listener = (event: { url: string; preventDefault(): void }) => void

/** A stand-in for webContents that records the guards installed on it. */
function fakeContents() {
  const listeners = new Map<string, Listener>()
  let openHandler: ((details: { url: string }) => { action: string }) | null = null
  const contents = {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler
    },
  }
  const fire = (name: string, url: string) => {
    const event = { url, preventDefault: vi.fn() }
    listeners.get(name)?.(event)
    return event.preventDefault.mock.calls.length > 0 ? 'blocked' : 'allowed'
  }
  return {
    contents: contents as unknown as WebContents,
    navigate: (url: string) => fire('will-navigate', url),
    redirect: (url: string) => fire('will-redirect', url),
    attachWebview: () => fire('will-attach-webview', ''),
    open: (url: string) => openHandler?.({ url }),
  }
}

function guarded(appUrl = APP_URL) {
  const fake = fakeContents()
  const openExternal = vi.fn()
  guardWebContents(fake.contents, { appUrl, openExternal })
  return { ...fake, openExternal }
}

describe('which URLs count as the app', () => {
  it.each([
    ['app://console/', true],
    ['app://console/index.html#/services', true],
    ['app://console.evil.example/', false],
    ['app://evil.example/console', false],
    ['app://user@console/', false],
    ['https://console/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url, APP_URL)).toBe(expected)
  })

  it('compares scheme, host and port, so look-alikes of an http origin are not the app', () => {
    const app = 'http://localhost:3000/'
    expect(isAppUrl('http://localhost:3000/admin', app)).toBe(true)
    expect(isAppUrl('http://localhost:3000.evil.com/', app)).toBe(false)
    expect(isAppUrl('http://localhost:30001/', app)).toBe(false)
    expect(isAppUrl('http://localhost/', app)).toBe(false)
    expect(isAppUrl('https://localhost:3000/', app)).toBe(false)
    expect(isAppUrl('http://evil.com/?http://localhost:3000/', app)).toBe(false)
  })

  it('sends web links to the system browser and refuses every other scheme', () => {
    expect(decideLink('https://aarogya.example/blog', APP_URL)).toBe('open-externally')
    expect(decideLink('http://example.com', APP_URL)).toBe('open-externally')
    for (const url of [
      'file:///C:/Windows/system32/calc.exe',
      'javascript:alert(1)',
      'smb://host/share',
      'data:text/html,hi',
    ])
      expect(decideLink(url, APP_URL)).toBe('deny')
  })
})

describe('the navigation lock', () => {
  it('lets the console move between its own pages', () => {
    const page = guarded()
    expect(page.navigate('app://console/index.html#/menu')).toBe('allowed')
    expect(page.openExternal).not.toHaveBeenCalled()
  })

  it('keeps the window on the console and opens web links in the system browser', () => {
    const page = guarded()
    expect(page.navigate('https://evil.example/phish')).toBe('blocked')
    expect(page.openExternal).toHaveBeenCalledWith('https://evil.example/phish')
  })

  it('blocks file: and javascript: navigations without handing them to the system', () => {
    const page = guarded()
    expect(page.navigate('file:///etc/passwd')).toBe('blocked')
    expect(page.navigate('javascript:alert(document.cookie)')).toBe('blocked')
    expect(page.openExternal).not.toHaveBeenCalled()
  })

  it('blocks a look-alike of the app origin', () => {
    const page = guarded('http://localhost:3000/')
    expect(page.navigate('http://localhost:3000.evil.com/')).toBe('blocked')
    expect(page.navigate('http://localhost:3000/admin')).toBe('allowed')
  })

  it('blocks redirects away from the app without opening them', () => {
    const page = guarded()
    expect(page.redirect('https://evil.example/')).toBe('blocked')
    expect(page.openExternal).not.toHaveBeenCalled()
  })

  it('never attaches a <webview>', () => {
    expect(guarded().attachWebview()).toBe('blocked')
  })

  it('opens new windows only for the app, with the same locked-down preferences', () => {
    const page = guarded()
    const own = page.open('app://console/#/services') as {
      action: string
      overrideBrowserWindowOptions: BrowserWindowConstructorOptions
    }
    expect(own.action).toBe('allow')
    expect(own.overrideBrowserWindowOptions.webPreferences).toMatchObject({
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    })
    expect(page.open('https://example.com/')).toEqual({ action: 'deny' })
    expect(page.openExternal).toHaveBeenCalledWith('https://example.com/')
    expect(page.open('file:///etc/hosts')).toEqual({ action: 'deny' })
    expect(page.open('javascript:alert(1)')).toEqual({ action: 'deny' })
    expect(page.openExternal).toHaveBeenCalledTimes(1)
  })
})

describe('the console window', () => {
  it('is isolated, sandboxed and without Node, and loads the app once ready', () => {
    expect(mainWindowOptions('/app/preload/index.cjs').webPreferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })

    const created: { options: BrowserWindowConstructorOptions; loaded: string[]; shown: boolean }[] = []
    class FakeWindow {
      loaded: string[] = []
      shown = false
      private ready: (() => void) | null = null
      constructor(readonly options: BrowserWindowConstructorOptions) {
        created.push(this)
      }
      once(_event: 'ready-to-show', listener: () => void) {
        this.ready = listener
      }
      show() {
        this.shown = true
      }
      loadURL(url: string) {
        this.loaded.push(url)
        return Promise.resolve()
      }
      paint() {
        this.ready?.()
      }
    }
    const window = createMainWindow({
      BrowserWindow: FakeWindow as unknown as new (options: BrowserWindowConstructorOptions) => BrowserWindow,
      appUrl: APP_URL,
      preloadPath: '/app/preload/index.cjs',
    }) as unknown as FakeWindow
    expect(window.loaded).toEqual([APP_URL])
    expect(window.shown).toBe(false)
    window.paint()
    expect(window.shown).toBe(true)
    expect(created).toHaveLength(1)
  })
})
