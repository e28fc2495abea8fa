import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { createApiClient, sendAdminWrite } from '@labsite/web/api-client'
import { app, BrowserWindow, dialog, ipcMain, net, protocol, session, shell } from 'electron'
import { EVENT_CHANNEL } from '../shared/channels'
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL, createAppProtocolHandler } from './app-protocol'
import { contentSecurityPolicy, installContentSecurityPolicy } from './csp'
import { createFilePicker } from './dialogs'
import { registerIpc } from './ipc'
import { createJsonFileStore } from './json-file-store'
import { createOfflineQueue, isQueueFile } from './queue'
import { createDesktopRoutes } from './routes'
import { createSettings, isDesktopSettings } from './settings'
import { createSyncLoop } from './sync'
import { createMainWindow, guardWebContents, isWebUrl } from './window'

/** Wires the capabilities together; each lives in its own module and receives Electron's APIs. */

const HEALTH_TIMEOUT_MS = 5_000
const netFetch = ((input: string | URL | Request, init?: RequestInit) =>
  net.fetch(input instanceof URL ? input.href : input, init)) as typeof fetch

app.setName('Aarogya Console')
// Must happen before the app is ready: app:// behaves like a secure web origin (storage, fetch).
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }])

function openExternal(url: string) {
  if (isWebUrl(url)) void shell.openExternal(url)
}

// Two running consoles would both write the queue file and send the same edits twice.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  let mainWindow: BrowserWindow | null = null

  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  // Every page the console ever hosts (the window, any popup of its own) is locked to the app.
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, { appUrl: APP_URL, openExternal }),
  )
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  app.whenReady().then(() => {
    const userData = app.getPath('userData')
    const settings = createSettings(
      createJsonFileStore(path.join(userData, 'settings.json'), isDesktopSettings),
    )
    const queue = createOfflineQueue(createJsonFileStore(path.join(userData, 'edit-queue.json'), isQueueFile))
    const serverUrl = () => settings.get().serverUrl

    const sync = createSyncLoop({
      queue,
      checkServer: async () => {
        const server = serverUrl()
        if (!server) return false
        const answer = await net.fetch(`${server}/api/health`, {
          cache: 'no-store',
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        })
        return answer.ok
      },
      send: (write, token) =>
        sendAdminWrite(
          createApiClient({ prefixUrl: `${serverUrl()}/api`, fetch: () => netFetch }),
          write,
          token,
        ),
      onChange: (state) => {
        if (mainWindow && !mainWindow.isDestroyed())
          mainWindow.webContents.send(EVENT_CHANNEL, 'sync-state', state)
      },
      onError: (error) => console.error('Sync pass failed:', error),
    })

    const devServerUrl = app.isPackaged ? null : (process.env.ELECTRON_RENDERER_URL ?? null)
    const policy = () => contentSecurityPolicy({ serverOrigin: serverUrl(), devServerOrigin: devServerUrl })
    session.defaultSession.protocol.handle(
      APP_SCHEME,
      createAppProtocolHandler({
        renderer: devServerUrl ? { devServerUrl } : { dir: path.join(import.meta.dirname, '../renderer') },
        getServerUrl: serverUrl,
        fetch: netFetch,
        readFile: (filePath) => readFile(filePath),
        contentSecurityPolicy: policy,
      }),
    )
    installContentSecurityPolicy(session.defaultSession, policy)
    // The console needs no camera, microphone, location or notifications permission; copying is fine.
    session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) =>
      callback(permission === 'clipboard-sanitized-write'),
    )

    const pickFiles = createFilePicker({
      showOpenDialog: (options) =>
        mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
      stat: (filePath) => stat(filePath),
      readFile: (filePath) => readFile(filePath),
    })
    registerIpc(ipcMain, {
      handlers: createDesktopRoutes({ settings, queue, sync, pickFiles, openExternal }),
      appUrl: APP_URL,
      isKnownWindow: (sender) =>
        mainWindow !== null && !mainWindow.isDestroyed() && sender === mainWindow.webContents,
    })

    const openWindow = () => {
      mainWindow = createMainWindow({
        BrowserWindow,
        appUrl: APP_URL,
        preloadPath: path.join(import.meta.dirname, '../preload/index.cjs'),
      })
      mainWindow.on('closed', () => {
        mainWindow = null
      })
    }
    openWindow()
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow()
    })
    sync.start()
  })
}
