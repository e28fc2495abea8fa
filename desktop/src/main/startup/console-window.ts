import type { BrowserWindow, MessageBoxOptions, MessageBoxReturnValue, Rectangle } from 'electron'
import type { EventName, EventPayloads } from '../../shared/ipc-contract'
import type { JsonStore } from '../store'
import { createMainWindow, type MainWindowDeps } from '../window'
import { boundsToRestore, type DisplayLike, trackWindowState, type WindowStateFile } from '../window-state'

/** Pushes an event to the page (the preload hands it to the page's listeners). */
export type SendToPage = <E extends EventName>(event: E, payload: EventPayloads[E]) => void

/** What the console asks of its window; Electron's BrowserWindow is one. */
export interface ConsoleWindowLike {
  isDestroyed(): boolean
  isMinimized(): boolean
  restore(): void
  show(): void
  focus(): void
  on(event: 'closed', listener: () => void): unknown
  webContents: { send(channel: string, ...args: unknown[]): void; reload(): void }
}

/**
 * The console's one window, opened by `create`. Main addresses it through this slot: once it is
 * closed (or before it is opened) pushes go nowhere and questions are asked without a parent.
 */
export function createConsoleWindow<W extends ConsoleWindowLike>(deps: { create(): W; channel: string }) {
  let window: W | null = null
  const open = () => {
    const opened = deps.create()
    opened.on('closed', () => {
      if (window === opened) window = null
    })
    window = opened
  }
  const current = () => (window && !window.isDestroyed() ? window : null)
  return {
    open,
    /** The window while it is open. */
    current,
    /** Brings the console to the front (tray, a notification), opening the window when there is none. */
    show() {
      if (!window) return open()
      if (window.isMinimized()) window.restore()
      window.show()
      window.focus()
    },
    /** A second start of the app: the running console comes to the front instead. */
    focus() {
      if (!window) return
      if (window.isMinimized()) window.restore()
      window.focus()
    },
    /** Pushes an event to the page; none while there is no window. */
    send: ((event, payload) =>
      current()?.webContents.send(deps.channel, event, payload)) satisfies SendToPage,
    /** True for the page of this window (the only one allowed to call main). */
    isPage: (sender: unknown) => current()?.webContents === sender,
  }
}

export type ConsoleWindow<W extends ConsoleWindowLike = BrowserWindow> = ReturnType<
  typeof createConsoleWindow<W>
>

/** Electron's dialog as far as main's questions use it. */
export interface MessageBoxes<W> {
  showMessageBox(window: W, options: MessageBoxOptions): Promise<MessageBoxReturnValue>
  showMessageBox(options: MessageBoxOptions): Promise<MessageBoxReturnValue>
}

/**
 * A yes/no question in a message box (modal to the window when there is one); the answer is yes
 * when staff pressed the second button.
 */
export function createAsk<W>(dialog: MessageBoxes<W>, window: () => W | null) {
  return async (options: MessageBoxOptions): Promise<boolean> => {
    const parent = window()
    const { response } = parent
      ? await dialog.showMessageBox(parent, options)
      : await dialog.showMessageBox(options)
    return response === 1
  }
}

/**
 * Opens the console window where it was last time (on a display still connected) and keeps
 * recording where it is moved to.
 */
export function openWindowWhereItWas(deps: {
  BrowserWindow: MainWindowDeps['BrowserWindow']
  appUrl: string
  preloadPath: string
  store: JsonStore<WindowStateFile>
  screen: { getAllDisplays(): DisplayLike[]; getDisplayMatching(bounds: Rectangle): DisplayLike }
}): BrowserWindow {
  const window = createMainWindow({
    BrowserWindow: deps.BrowserWindow,
    appUrl: deps.appUrl,
    preloadPath: deps.preloadPath,
    restore: boundsToRestore(deps.store.read(), deps.screen.getAllDisplays()),
  })
  trackWindowState(window, {
    store: deps.store,
    displayMatching: (bounds) => deps.screen.getDisplayMatching(bounds),
  })
  return window
}
