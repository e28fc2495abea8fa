import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  nativeImage,
  net,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
} from 'electron'
import electronUpdater from 'electron-updater'
import badgeDotPath from '../../build/badge-dot.png?asset'
import trayIconPath from '../../build/tray-icon.png?asset'
import { EVENT_CHANNEL } from '../shared/channels'
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL } from './app-protocol'
import { localNetworkWarning } from './connection-security'
import { createJsonFileStore } from './json-file-store'
import { installAppLifecycle, reopenOnActivate } from './startup/app-lifecycle'
import { createMenuInstaller } from './startup/application-menu'
import { startBackgroundWork } from './startup/background-work'
import { installCertificateTrust } from './startup/certificate-prompt'
import { serveConsolePage } from './startup/console-page'
import { createAsk, createConsoleWindow, openWindowWhereItWas } from './startup/console-window'
import { startFrontDesk } from './startup/front-desk'
import { registerConsoleRoutes } from './startup/ipc-routes'
import { fetchThroughNet } from './startup/net-fetch'
import { connectToServer } from './startup/server-connection'
import { followServerEvents } from './startup/server-events'
import { trackStaffSession } from './startup/staff-session'
import { openStores } from './startup/stores'
import { createConsoleUpdates } from './startup/updates'
import { pushUploadProgress } from './upload-progress'
import { isWebUrl } from './window'
import { isWindowStateFile } from './window-state'

/** The console's start-up, in order; each step lives in startup/ and receives Electron's APIs. */

const netFetch = fetchThroughNet(net)
const openExternal = (url: string) => {
  if (isWebUrl(url)) void shell.openExternal(url)
}
const consoleWindow = createConsoleWindow({
  channel: EVENT_CHANNEL,
  create: () =>
    openWindowWhereItWas({
      BrowserWindow,
      screen,
      appUrl: APP_URL,
      preloadPath: path.join(import.meta.dirname, '../preload/index.cjs'),
      store: createJsonFileStore(path.join(app.getPath('userData'), 'window-state.json'), isWindowStateFile),
    }),
})

app.setName('Aarogya Console')
// Windows ties notifications (and the taskbar) to this id: the appId of electron-builder.yml.
app.setAppUserModelId('com.aarogya.console')
// Must happen before the app is ready: app:// behaves like a secure web origin (storage, fetch).
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }])

// Two running consoles would both write the queue file and send the same edits twice.
if (!app.requestSingleInstanceLock()) app.quit()
else {
  installAppLifecycle(app, {
    platform: process.platform,
    focusWindow: consoleWindow.focus,
    appUrl: APP_URL,
    openExternal,
  })
  app.whenReady().then(start)
}

async function start() {
  const userData = app.getPath('userData')
  const ask = createAsk(dialog, consoleWindow.current)
  const confirmLocalNetwork = (origin: string) => ask(localNetworkWarning(origin))
  const stores = await openStores({ userData, safeStorage, confirmLocalNetwork })
  const { serverUrl, preferences } = stores
  installCertificateTrust(session.defaultSession, { settings: stores.settings, ask, window: consoleWindow })
  const cacheDir = path.join(userData, 'read-cache')
  const server = connectToServer({ fetch: netFetch, stores, cacheDir, send: consoleWindow.send })
  // The renderer tells main who signed in or out; the queue and the stream use their token.
  const staff = trackStaffSession(server.sync, {
    serverUrl,
    readCache: server.readCache,
    clearHttpCache: () => void session.defaultSession.clearCache(),
    onTokenChange: () => events.restart(),
    onSignedOut: () => alerts.clear(),
  })
  const alerts = startFrontDesk({
    preferences,
    tray: new Tray(nativeImage.createFromBuffer(readFileSync(trayIconPath), { scaleFactor: 2 })),
    Menu,
    Notification,
    window: consoleWindow,
    app,
    platform: process.platform,
    badgeIcon: () => nativeImage.createFromPath(badgeDotPath),
    fetch: netFetch,
    serverUrl,
    token: staff.token,
    onStateChange: () => installMenu(),
  })
  const events = followServerEvents({
    fetch: netFetch,
    serverUrl,
    token: staff.token,
    server,
    alerts,
    send: consoleWindow.send,
  })
  const updates = createConsoleUpdates({
    updater: electronUpdater.autoUpdater,
    dialog,
    send: consoleWindow.send,
    app,
  })
  const installMenu = createMenuInstaller({
    Menu,
    app,
    platform: process.platform,
    preferences,
    send: consoleWindow.send,
    checkForUpdates: updates.checkFromMenu,
    setMuted: alerts.setMuted,
  })
  installMenu()
  serveConsolePage(session.defaultSession, {
    devServerUrl: app.isPackaged ? null : (process.env.ELECTRON_RENDERER_URL ?? null),
    rendererDir: path.join(import.meta.dirname, '../renderer'),
    fetch: netFetch,
    readFile: (filePath) => readFile(filePath),
    stores,
    server,
    onUploadProgress: pushUploadProgress(() => consoleWindow.current()?.webContents ?? null, APP_URL),
  })
  registerConsoleRoutes(ipcMain, {
    appUrl: APP_URL,
    stores,
    sync: staff.sync,
    serverClient: server.serverClient,
    openExternal,
    dialog,
    window: consoleWindow,
    BrowserWindow,
    tempDir: app.getPath('temp'),
  })
  consoleWindow.open()
  reopenOnActivate(app, {
    windowCount: () => BrowserWindow.getAllWindows().length,
    openWindow: consoleWindow.open,
  })
  startBackgroundWork({ stores, staff: staff.sync, server, events, updates, isPackaged: app.isPackaged })
}
