import type {
  BrowserWindow,
  BrowserWindowConstructorOptions,
  HandlerDetails,
  WebContents,
  WebPreferences,
  WindowOpenHandlerResponse,
} from 'electron'

/**
 * True when `url` belongs to the console itself. Compares the parsed scheme, host and port: a prefix
 * test would let `app://console.evil.example` or `http://localhost:3000.evil.com` through. (Custom
 * schemes have an opaque `origin` in the URL standard, so the parts are compared, not `origin`.)
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  let target: URL
  let app: URL
  try {
    target = new URL(url)
    app = new URL(appUrl)
  } catch {
    return false
  }
  return (
    target.protocol === app.protocol &&
    target.hostname === app.hostname &&
    target.port === app.port &&
    target.username === '' &&
    target.password === ''
  )
}

/** Only web links may leave the app, and only to the system browser (never file:, javascript:, smb: …). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

export type LinkDecision = 'allow' | 'open-externally' | 'deny'

/** What happens when the page tries to go to `url` (navigation, redirect or window.open). */
export function decideLink(url: string, appUrl: string): LinkDecision {
  if (isAppUrl(url, appUrl)) return 'allow'
  return isWebUrl(url) ? 'open-externally' : 'deny'
}

/** Electron's security checklist for any page of the console. */
export function secureWebPreferences(preloadPath?: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    nodeIntegrationInWorker: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: true,
    // A middle click would open links in new windows, around the will-navigate lock.
    disableBlinkFeatures: 'Auxclick',
  }
}

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    title: 'Aarogya Console',
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(preloadPath),
  }
}

type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>

/**
 * Locks a page to the console: navigations and redirects elsewhere are cancelled (web links go to the
 * system browser instead), new windows only for the console's own pages (with the same locked-down
 * preferences and no preload), and no <webview>.
 */
export function guardWebContents(
  contents: GuardedContents,
  options: { appUrl: string; openExternal: (url: string) => void },
): void {
  const { appUrl, openExternal } = options
  const stayInApp = (event: { url: string; preventDefault(): void }, external: boolean) => {
    const decision = decideLink(event.url, appUrl)
    if (decision === 'allow') return
    event.preventDefault()
    if (external && decision === 'open-externally') openExternal(event.url)
  }
  contents.on('will-navigate', (event) => stayInApp(event, true))
  contents.on('will-frame-navigate', (event) => stayInApp(event, false))
  contents.on('will-redirect', (event) => stayInApp(event, false))
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }: HandlerDetails): WindowOpenHandlerResponse => {
    const decision = decideLink(url, appUrl)
    if (decision === 'allow')
      return { action: 'allow', overrideBrowserWindowOptions: { webPreferences: secureWebPreferences() } }
    if (decision === 'open-externally') openExternal(url)
    return { action: 'deny' }
  })
}

export interface MainWindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow
  appUrl: string
  preloadPath: string
  /** Where the window was last time on a display that is still connected (see window-state). */
  restore?: { bounds: { x: number; y: number; width: number; height: number }; maximized: boolean } | null
}

/**
 * The console window: secure preferences, shown once painted, loading the app. Its navigation lock
 * comes from guardWebContents, which main applies to every page the app creates.
 */
export function createMainWindow({ BrowserWindow, appUrl, preloadPath, restore }: MainWindowDeps) {
  const options = mainWindowOptions(preloadPath)
  // The isolation settings are restated where the window is made, so a scanner reading this call
  // (electronegativity in CI) sees them; secureWebPreferences already sets the same values.
  const window = new BrowserWindow({
    ...options,
    ...restore?.bounds,
    webPreferences: {
      ...options.webPreferences,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      disableBlinkFeatures: 'Auxclick',
    },
  })
  window.once('ready-to-show', () => {
    if (restore?.maximized) window.maximize()
    window.show()
  })
  void window.loadURL(appUrl)
  return window
}
