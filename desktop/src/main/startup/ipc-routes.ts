import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import type {
  BrowserWindowConstructorOptions,
  IpcMain,
  OpenDialogOptions,
  OpenDialogReturnValue,
  PrinterInfo,
} from 'electron'
import { createFilePicker } from '../dialogs'
import { registerIpc } from '../ipc'
import { createPdfPrinter, type PrintWindow } from '../pdf-printing'
import { createDesktopRoutes } from '../routes'
import { readRecordVersion, type SyncLoop } from '../sync'
import type { ConsoleStores } from './stores'

type ApiClient = Parameters<typeof readRecordVersion>[0]

/** The console window as the routes use it; Electron's BrowserWindow is one. */
export interface RoutesWindow {
  webContents: { getPrintersAsync(): Promise<PrinterInfo[]> }
}

/** Electron's dialog as the file picker uses it. */
export interface OpenDialogs<W> {
  showOpenDialog(window: W, options: OpenDialogOptions): Promise<OpenDialogReturnValue>
  showOpenDialog(options: OpenDialogOptions): Promise<OpenDialogReturnValue>
}

/**
 * Every IPC route the page can call, registered on the one invoke channel (ipc.ts): what each does
 * is routes.ts; this is where main hands the routes its real services. Only the console window's
 * own page may call.
 */
export function registerConsoleRoutes<W extends RoutesWindow>(
  ipcMain: Pick<IpcMain, 'handle'>,
  deps: {
    appUrl: string
    stores: Pick<
      ConsoleStores,
      'settings' | 'queue' | 'preferences' | 'sessionVault' | 'auditLog' | 'queueNotices' | 'serverUrl'
    >
    /** The sync loop that follows who signs in (staff-session.ts). */
    sync: SyncLoop
    serverClient(): ApiClient
    openExternal(url: string): void
    /** Electron's dialog: the file picker is modal to the console window. */
    dialog: OpenDialogs<NoInfer<W>>
    window: { current(): W | null; isPage(sender: unknown): boolean }
    /** Electron's BrowserWindow: the hidden window a PDF prints from. */
    BrowserWindow: new (
      options: BrowserWindowConstructorOptions,
    ) => PrintWindow
    tempDir: string
  },
): void {
  const { stores, dialog, window } = deps
  registerIpc(ipcMain, {
    handlers: createDesktopRoutes({
      settings: stores.settings,
      queue: stores.queue,
      sync: deps.sync,
      pickFiles: createFilePicker({
        showOpenDialog: (options) => {
          const parent = window.current()
          return parent ? dialog.showOpenDialog(parent, options) : dialog.showOpenDialog(options)
        },
        stat: (filePath) => stat(filePath),
        readFile: (filePath) => readFile(filePath),
      }),
      openExternal: deps.openExternal,
      readVersion: (recordPath, bearer) => readRecordVersion(deps.serverClient(), recordPath, bearer),
      saveSession: (session) => stores.sessionVault.save(stores.serverUrl(), session),
      loadSession: () => stores.sessionVault.load(stores.serverUrl()),
      auditLog: stores.auditLog,
      notices: stores.queueNotices,
      // The PDF code loads on the first labels drawn offline, not on every start.
      drawLabels: async (labels) => (await import('../bundled-label-fonts')).drawLabels(labels),
      printing: {
        preferences: stores.preferences,
        listPrinters: async () => (await window.current()?.webContents.getPrintersAsync()) ?? [],
        printPdf: createPdfPrinter({
          // The isolation settings are restated where the window is made, so a scanner reading this
          // call (electronegativity in CI) sees them; printWindowOptions already sets the same values.
          createWindow: (options) =>
            new deps.BrowserWindow({
              ...options,
              webPreferences: {
                ...options.webPreferences,
                contextIsolation: true,
                sandbox: true,
                nodeIntegration: false,
                disableBlinkFeatures: 'Auxclick',
              },
            }),
          printers: () => stores.preferences.get(),
          tempDir: deps.tempDir,
          writeFile: (filePath, bytes, options) => writeFile(filePath, bytes, options),
          removeFile: (filePath) => rm(filePath, { force: true }),
        }),
      },
    }),
    appUrl: deps.appUrl,
    isKnownWindow: window.isPage,
  })
}
