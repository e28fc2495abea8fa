import type { MenuItemConstructorOptions } from 'electron'
import { appMenuTemplate } from '../app-menu'
import type { PreferencesService } from '../preferences'
import type { SendToPage } from './console-window'

/**
 * The application menu (app-menu.ts) as installed: answers the function that (re)installs it with
 * the current preferences, called at start and whenever a checkbox it shows changes.
 */
export function createMenuInstaller<M>(deps: {
  Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): M; setApplicationMenu(menu: M): void }
  app: {
    isPackaged: boolean
    getName(): string
    getVersion(): string
    setLoginItemSettings(settings: { openAtLogin: boolean }): void
  }
  platform: NodeJS.Platform
  preferences: PreferencesService
  send: SendToPage
  checkForUpdates(): void
  setMuted(muted: boolean): void
}) {
  const { preferences, app } = deps
  const install = () =>
    deps.Menu.setApplicationMenu(
      deps.Menu.buildFromTemplate(
        appMenuTemplate({
          platform: deps.platform,
          isPackaged: app.isPackaged,
          appName: app.getName(),
          version: app.getVersion(),
          muted: preferences.get().muteAlerts,
          openAtLogin: preferences.get().openAtLogin,
          sendCommand: (command) => deps.send('command', command),
          checkForUpdates: deps.checkForUpdates,
          setMuted: deps.setMuted,
          setOpenAtLogin: (openAtLogin) => {
            preferences.set({ openAtLogin })
            app.setLoginItemSettings({ openAtLogin })
            install()
          },
        }),
      ),
    )
  return install
}
