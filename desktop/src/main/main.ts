import { readFileSync } from 'node:fs'
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createApiClient, sendAdminWrite } from '@labsite/web/api-client'
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
import type { EventName, EventPayloads } from '../shared/ipc-contract'
import { appMenuTemplate } from './app-menu'
import {
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  APP_URL,
  createAppProtocolHandler,
  RELAY_TIMEOUT_MS,
} from './app-protocol'
import { createCertificateVerifier, untrustedCertificateWarning } from './certificate-trust'
import { localNetworkWarning } from './connection-security'
import { contentSecurityPolicy, installContentSecurityPolicy } from './csp'
import { createFilePicker } from './dialogs'
import { createEventStreamClient } from './event-stream-client'
import { createFileShelf } from './file-shelf'
import { type AlertNotification, countNewEnquiries, createFrontDeskAlerts } from './front-desk-alerts'
import { registerIpc } from './ipc'
import { createJsonFileStore } from './json-file-store'
import { createNoticeBoard, isNoticesFile } from './notice-board'
import { createPdfPrinter } from './pdf-printing'
import { createPreferences, isPreferences } from './preferences'
import { openProtectedStorage } from './protected-storage'
import { createOfflineQueue, isQueueFile, queueKeptAsideNotice } from './queue'
import { createQueueAuditLog } from './queue-audit-log'
import { createReadCache } from './read-cache'
import { createDesktopRoutes } from './routes'
import { createHealthCheck, startServerWatch } from './server-watch'
import { createSessionVault } from './session-vault'
import { createSettings, isDesktopSettings } from './settings'
import { createSyncLoop, readRecordVersion, uploadQueuedFile, WRITE_TIMEOUT_MS } from './sync'
import { enquiriesLabel, trayMenuTemplate, trayTooltip } from './tray'
import { createUpdateController } from './updater'
import { pushUploadProgress } from './upload-progress'
import { createMainWindow, guardWebContents, isWebUrl } from './window'
import { boundsToRestore, isWindowStateFile, trackWindowState } from './window-state'

/** Wires the capabilities together; each lives in its own module and receives Electron's APIs. */

/** See revalidateReadCache: at start and sign-in always, after a drop of the stream at most this often. */
const REVALIDATE_EVERY_MS = 10 * 60 * 1000
const netFetch = ((input: string | URL | Request, init?: RequestInit) =>
  net.fetch(input instanceof URL ? input.href : input, init)) as typeof fetch

app.setName('Aarogya Console')
// Windows ties notifications (and the taskbar) to this id: the appId of electron-builder.yml.
app.setAppUserModelId('com.aarogya.console')
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

  app.whenReady().then(async () => {
    const userData = app.getPath('userData')
    const sendToWindow = <E extends EventName>(event: E, payload: EventPayloads[E]) => {
      if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(EVENT_CHANNEL, event, payload)
    }
    const showWindow = () => {
      if (!mainWindow) openWindow()
      else {
        if (mainWindow.isMinimized()) mainWindow.restore()
        mainWindow.show()
        mainWindow.focus()
      }
    }
    const ask = async (options: Electron.MessageBoxOptions) =>
      (mainWindow ? await dialog.showMessageBox(mainWindow, options) : await dialog.showMessageBox(options))
        .response === 1

    const settings = createSettings(
      createJsonFileStore(path.join(userData, 'settings.json'), isDesktopSettings),
      { confirmLocalNetwork: (origin) => ask(localNetworkWarning(origin)) },
    )
    const preferences = createPreferences(
      createJsonFileStore(path.join(userData, 'preferences.json'), isPreferences),
    )
    const windowState = createJsonFileStore(path.join(userData, 'window-state.json'), isWindowStateFile)
    // Health data at rest: the queue, its images and the read cache are sealed (protected-storage.ts).
    const atRest = openProtectedStorage(safeStorage, userData)
    const queueNotices = createNoticeBoard(
      createJsonFileStore(path.join(userData, 'notices.json'), isNoticesFile),
      atRest.notices,
    )
    const queueShelf = createFileShelf(path.join(userData, 'queue-files'), atRest.box)
    const queue = createOfflineQueue(
      createJsonFileStore(
        path.join(userData, 'edit-queue.json'),
        isQueueFile,
        undefined,
        (keptAs, why) => queueNotices.add(queueKeptAsideNotice(keptAs, why, atRest.persistent)),
        atRest.box,
      ),
      { shelf: queueShelf },
    )
    const serverUrl = () => settings.get().serverUrl
    await settings.reviewSavedAddress()
    const sessionVault = createSessionVault(safeStorage, path.join(userData, 'session.bin'))

    // A self-signed certificate of the lab's server is accepted only by the fingerprint staff trusted.
    const verifyCertificate = createCertificateVerifier({
      trustedFingerprint: (host) => settings.get().trustedCertificates?.[host],
      serverHostname: () => {
        const server = serverUrl()
        return server ? new URL(server).hostname : null
      },
      offerTrust: (host, fingerprint) =>
        void ask(untrustedCertificateWarning(host, fingerprint)).then((trusted) => {
          if (!trusted) return
          settings.trustCertificate(host, fingerprint)
          // Forget verdicts Chromium cached under the old rules, then load again.
          session.defaultSession.setCertificateVerifyProc(verifyCertificate)
          void session.defaultSession.closeAllConnections().then(() => mainWindow?.webContents.reload())
        }),
    })
    session.defaultSession.setCertificateVerifyProc(verifyCertificate)

    const readCache = createReadCache({
      dir: path.join(userData, 'read-cache'),
      storage: atRest.cacheStorage,
      userOfToken: (bearer) => {
        const current = sync.session()
        return current && current.token === bearer ? current.user.id : null
      },
      onChange: () => sync.queueChanged(),
      serverDown: () => serverNotAnswering,
      // The health check (one pass at a time, sync.ts) clears serverNotAnswering once it answers.
      onServedWhileDown: () => void sync.syncNow(),
    })
    // Reads past their age and clear text of older consoles go at once, before anyone signs in.
    void readCache.prune().catch((error: unknown) => console.error('Pruning the read cache failed:', error))
    const serverClient = () =>
      createApiClient({ prefixUrl: `${serverUrl()}/api`, fetch: () => netFetch, timeoutMs: WRITE_TIMEOUT_MS })
    // A server that accepts requests and never answers (hung, SIGSTOPped) is "not answering", not Online.
    let serverNotAnswering = false
    const serverAnswered = (answered: boolean) => {
      if (serverNotAnswering === !answered) return
      serverNotAnswering = !answered
      sync.queueChanged()
    }
    const checkHealth = createHealthCheck({ fetch: netFetch, serverUrl, onAnswer: serverAnswered })
    const sync = createSyncLoop({
      queue,
      checkServer: checkHealth,
      send: (write, token) => sendAdminWrite(serverClient(), write, token),
      upload: (file, token) => uploadQueuedFile(serverClient(), file, token),
      onChange: (state) => sendToWindow('sync-state', state),
      onError: (error) => console.error('Sync pass failed:', error),
      notices: () => queueNotices.list(),
      offlineDataFrom: () => readCache.offlineDataFrom(),
      serverNotAnswering: () => serverNotAnswering,
    })

    // Front-desk alerts: the staff event stream, notifications, the tray and the badge.
    let token: string | null = null
    const shownNotifications = new Set<Notification>()
    const showNotification = ({ title, body, silent, onClick }: AlertNotification) => {
      // The taskbar button flashes until the window is looked at (Windows); the dock icon bounces (macOS).
      if (mainWindow && !mainWindow.isDestroyed() && !mainWindow.isFocused()) mainWindow.flashFrame(true)
      if (!Notification.isSupported()) return
      const notification = new Notification({ title, body, silent })
      // Kept referenced until done: a collected notification loses its click handler.
      shownNotifications.add(notification)
      notification.on('click', () => {
        shownNotifications.delete(notification)
        onClick()
      })
      notification.on('close', () => shownNotifications.delete(notification))
      notification.show()
    }
    const tray = new Tray(nativeImage.createFromBuffer(readFileSync(trayIconPath), { scaleFactor: 2 }))
    const alerts = createFrontDeskAlerts({
      preferences,
      showNotification,
      openRecord: (target) => {
        showWindow()
        sendToWindow('open-record', target)
      },
      countUnhandled: async () => {
        const server = serverUrl()
        return server && token ? countNewEnquiries(netFetch, server, token) : 0
      },
      setBadgeCount: (count) => {
        app.setBadgeCount(count)
        // Windows shows no app badge; an overlay on the taskbar button does the job there.
        if (process.platform === 'win32' && mainWindow && !mainWindow.isDestroyed())
          mainWindow.setOverlayIcon(
            count > 0 ? nativeImage.createFromPath(badgeDotPath) : null,
            count > 0 ? enquiriesLabel(count) : '',
          )
      },
      onStateChange: (state) => {
        tray.setToolTip(trayTooltip(state))
        tray.setContextMenu(
          Menu.buildFromTemplate(
            trayMenuTemplate(state, {
              openConsole: showWindow,
              setMuted: alerts.setMuted,
              quit: () => app.quit(),
            }),
          ),
        )
        installMenu()
      },
      onError: (error) => console.error('Counting new enquiries failed:', error),
    })
    tray.on('click', showWindow)
    // Reads kept for the signed-in person are fetched again when the stream connects: a person the
    // server erased while this console was closed or away leaves its cache too. Those reads are
    // audited by the server like any other (they are reads of that person's), so after a short
    // drop within a run they are not fetched again more than every REVALIDATE_EVERY_MS.
    let revalidated: { userId: string; at: number } | null = null
    const revalidateReadCache = () => {
      const server = serverUrl()
      const current = sync.session()
      if (!server || !current) return
      if (revalidated?.userId === current.user.id && Date.now() - revalidated.at < REVALIDATE_EVERY_MS) return
      revalidated = { userId: current.user.id, at: Date.now() }
      void readCache
        .revalidate(server, current.user.id, (url) =>
          netFetch(`${server}${url}`, {
            headers: { authorization: `Bearer ${current.token}` },
            signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
          }),
        )
        .catch((error: unknown) => console.error('Re-validating the read cache failed:', error))
    }
    const events = createEventStreamClient({
      fetch: netFetch,
      serverUrl,
      token: () => token,
      onEvent: (event) => {
        alerts.handle(event)
        // The page has no stream of its own in the console: it hears of changes from main.
        sendToWindow('server-change', { resource: event.resource })
        // Erased on the server (privacy erasure, retention): gone from every console's cache too.
        if (event.kind === 'deleted' && event.id) void readCache.purgeRecord(event.id)
      },
      onResync: () => {
        void alerts.recount()
        revalidateReadCache()
      },
      onError: (error) => console.error('Event stream dropped:', error),
    })
    // The renderer tells main who signed in or out; the queue and the stream use their token.
    const syncWithSession: typeof sync = {
      ...sync,
      setSession(next) {
        const previous = sync.session()
        const server = serverUrl()
        // Signing out deletes what the console kept of that person's reads.
        if (previous && next?.user.id !== previous.user.id) {
          if (server) void readCache.forgetUser(server, previous.user.id)
          // Chromium's own HTTP cache should hold nothing of app:// (relayed by main), but it is
          // emptied too, so no copy of what that person saw can outlive their sign-out.
          void session.defaultSession.clearCache()
        }
        sync.setSession(next)
        if (next?.token === token) return
        token = next?.token ?? null
        events.restart()
        if (!next) alerts.clear()
      },
    }

    const updates = createUpdateController({
      updater: electronUpdater.autoUpdater,
      onChange: (state) => sendToWindow('update-state', state),
      // Not modal to the window (no parent), and Enter or Escape means "Later": staff typing in a
      // form when it appears must never restart the console (and lose the form) by accident.
      offerRestart: (version) =>
        dialog
          .showMessageBox({
            type: 'info',
            title: 'Update ready',
            message: `Aarogya Console ${version} is ready to install.`,
            detail: 'Restart now to update, or it installs the next time you quit the console.',
            buttons: ['Later', 'Restart to update'],
            defaultId: 0,
            cancelId: 0,
            noLink: true,
          })
          .then(({ response }) => response === 1),
      onError: (error) => console.error('Update failed (the installed version keeps working):', error),
    })

    function installMenu() {
      Menu.setApplicationMenu(
        Menu.buildFromTemplate(
          appMenuTemplate({
            platform: process.platform,
            isPackaged: app.isPackaged,
            appName: app.getName(),
            version: app.getVersion(),
            muted: preferences.get().muteAlerts,
            openAtLogin: preferences.get().openAtLogin,
            sendCommand: (command) => sendToWindow('command', command),
            checkForUpdates: () => {
              if (!app.isPackaged) {
                void dialog.showMessageBox({ message: 'Updates are checked in installed builds only.' })
                return
              }
              void updates.check().then((state) => {
                if (state.status === 'idle')
                  void dialog.showMessageBox({
                    message: `Aarogya Console ${app.getVersion()} is up to date.`,
                  })
              })
            },
            setMuted: alerts.setMuted,
            setOpenAtLogin: (openAtLogin) => {
              preferences.set({ openAtLogin })
              app.setLoginItemSettings({ openAtLogin })
              installMenu()
            },
          }),
        ),
      )
    }
    installMenu()

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
        readCache,
        readQueuedFile: (name) => queueShelf.read(name),
        onServerAnswer: serverAnswered,
        onUploadProgress: pushUploadProgress(
          () => (mainWindow?.isDestroyed() ? null : mainWindow?.webContents) ?? null,
          APP_URL,
        ),
      }),
    )
    installContentSecurityPolicy(session.defaultSession, policy)
    // The console needs no camera, microphone or location; copying is fine. (Alerts are native
    // notifications from main, which need no page permission.)
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
      handlers: createDesktopRoutes({
        settings,
        queue,
        sync: syncWithSession,
        pickFiles,
        openExternal,
        readVersion: (recordPath, bearer) => readRecordVersion(serverClient(), recordPath, bearer),
        saveSession: (session) => sessionVault.save(serverUrl(), session),
        loadSession: () => sessionVault.load(serverUrl()),
        auditLog: createQueueAuditLog(path.join(userData, 'queue-decisions.log')),
        notices: queueNotices,
        // The PDF code loads on the first labels drawn offline, not on every start.
        drawLabels: async (labels) => (await import('./bundled-label-fonts')).drawLabels(labels),
        printing: {
          preferences,
          listPrinters: async () => (mainWindow ? await mainWindow.webContents.getPrintersAsync() : []),
          printPdf: createPdfPrinter({
            // The isolation settings are restated where the window is made, so a scanner reading this
            // call (electronegativity in CI) sees them; printWindowOptions already sets the same values.
            createWindow: (options) =>
              new BrowserWindow({
                ...options,
                webPreferences: {
                  ...options.webPreferences,
                  contextIsolation: true,
                  sandbox: true,
                  nodeIntegration: false,
                  disableBlinkFeatures: 'Auxclick',
                },
              }),
            printers: () => preferences.get(),
            tempDir: app.getPath('temp'),
            writeFile: (filePath, bytes, options) => writeFile(filePath, bytes, options),
            removeFile: (filePath) => rm(filePath, { force: true }),
          }),
        },
      }),
      appUrl: APP_URL,
      isKnownWindow: (sender) =>
        mainWindow !== null && !mainWindow.isDestroyed() && sender === mainWindow.webContents,
    })

    function openWindow() {
      const window = createMainWindow({
        BrowserWindow,
        appUrl: APP_URL,
        preloadPath: path.join(import.meta.dirname, '../preload/index.cjs'),
        restore: boundsToRestore(windowState.read(), screen.getAllDisplays()),
      })
      trackWindowState(window, {
        store: windowState,
        displayMatching: (bounds) => screen.getDisplayMatching(bounds),
      })
      window.on('closed', () => {
        mainWindow = null
      })
      mainWindow = window
    }
    openWindow()
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow()
    })
    // The queue can sync before the window is up: the session kept from the last run, if any.
    const kept = sessionVault.load(serverUrl())
    if (kept)
      syncWithSession.setSession({ token: kept.token, user: { id: kept.user.id, name: kept.user.name } })
    sync.start()
    // The bar clears within seconds of the server's return, not at the replay's next backoff.
    startServerWatch({
      isAway: () => serverNotAnswering || sync.isOnline() === false,
      check: checkHealth,
      onBack: () => void sync.syncNow(),
    })
    events.start()
    if (app.isPackaged) updates.start()
  })
}
