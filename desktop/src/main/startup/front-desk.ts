import type { MenuItemConstructorOptions } from 'electron'
import { countNewEnquiries, createFrontDeskAlerts } from '../front-desk-alerts'
import type { PreferencesService } from '../preferences'
import { enquiriesLabel, trayMenuTemplate, trayTooltip } from '../tray'
import type { SendToPage } from './console-window'
import { createNotifier, type NotificationClass, type NotificationLike } from './notifications'

/** The tray (menu-bar) icon as the console uses it; Electron's Tray is one. */
export interface TrayLike<M> {
  setToolTip(toolTip: string): void
  setContextMenu(menu: M | null): void
  on(event: 'click', listener: () => void): unknown
}

/** The console window as the alerts use it; Electron's BrowserWindow is one (I: its NativeImage). */
export interface DeskWindow<I> {
  isFocused(): boolean
  flashFrame(flag: boolean): void
  setOverlayIcon(overlay: I | null, description: string): void
}

/**
 * The front desk's alerts (front-desk-alerts.ts) wired to the desktop: notifications, the tray's
 * tooltip and menu, the dock badge (on Windows an overlay on the taskbar button) and the count of
 * new enquiries asked of the server with the signed-in person's token.
 */
export function startFrontDesk<M, I, N extends NotificationLike>(deps: {
  preferences: PreferencesService
  tray: TrayLike<M>
  Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): M }
  Notification: NotificationClass<N>
  window: { current(): DeskWindow<I> | null; show(): void; send: SendToPage }
  app: { setBadgeCount(count: number): unknown; quit(): void }
  platform: NodeJS.Platform
  badgeIcon(): I
  fetch: typeof fetch
  serverUrl(): string | null
  token(): string | null
  /** The alerts' state changed: the application menu shows "Mute alerts" too. */
  onStateChange(): void
}) {
  const { tray, window } = deps
  const alerts = createFrontDeskAlerts({
    preferences: deps.preferences,
    showNotification: createNotifier({ Notification: deps.Notification, window: window.current }).show,
    openRecord: (target) => {
      window.show()
      window.send('open-record', target)
    },
    countUnhandled: async () => {
      const server = deps.serverUrl()
      const token = deps.token()
      return server && token ? countNewEnquiries(deps.fetch, server, token) : 0
    },
    setBadgeCount: (count) => {
      deps.app.setBadgeCount(count)
      // Windows shows no app badge; an overlay on the taskbar button does the job there.
      if (deps.platform === 'win32')
        window
          .current()
          ?.setOverlayIcon(count > 0 ? deps.badgeIcon() : null, count > 0 ? enquiriesLabel(count) : '')
    },
    onStateChange: (state) => {
      tray.setToolTip(trayTooltip(state))
      const actions = { openConsole: window.show, setMuted: alerts.setMuted, quit: () => deps.app.quit() }
      tray.setContextMenu(deps.Menu.buildFromTemplate(trayMenuTemplate(state, actions)))
      deps.onStateChange()
    },
    onError: (error) => console.error('Counting new enquiries failed:', error),
  })
  tray.on('click', window.show)
  return alerts
}
