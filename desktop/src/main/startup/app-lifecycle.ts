import type { WebContents } from 'electron'
import { guardWebContents } from '../window'

/** Electron's app as far as the console's life cycle uses it. */
export interface LifecycleApp {
  on(event: 'second-instance', listener: () => void): unknown
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContents) => void): unknown
  on(event: 'window-all-closed', listener: () => void): unknown
  on(event: 'activate', listener: () => void): unknown
  quit(): void
}

/**
 * What the app does before it is ready, once it holds the single-instance lock: a second start
 * brings this console's window forward, every page it ever hosts is locked to the app, and closing
 * the last window quits (on macOS the app stays in the dock, as apps there do).
 */
export function installAppLifecycle(
  app: LifecycleApp,
  deps: {
    platform: NodeJS.Platform
    focusWindow(): void
    appUrl: string
    openExternal(url: string): void
  },
): void {
  app.on('second-instance', () => deps.focusWindow())
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, { appUrl: deps.appUrl, openExternal: deps.openExternal }),
  )
  app.on('window-all-closed', () => {
    if (deps.platform !== 'darwin') app.quit()
  })
}

/** macOS: clicking the dock icon with no window open opens the console's window again. */
export function reopenOnActivate(
  app: LifecycleApp,
  deps: { windowCount(): number; openWindow(): void },
): void {
  app.on('activate', () => {
    if (deps.windowCount() === 0) deps.openWindow()
  })
}
