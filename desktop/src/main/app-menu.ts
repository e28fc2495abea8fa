import type { MenuItemConstructorOptions } from 'electron'
import type { DesktopCommand } from '../shared/ipc-contract'

export interface AppMenuOptions {
  platform: NodeJS.Platform
  /** Release builds: no developer tools, no page reload (Ctrl/Cmd+R reloads data instead). */
  isPackaged: boolean
  appName: string
  version: string
  muted: boolean
  openAtLogin: boolean
  /** Sends a shortcut's command to the renderer (save the open form, focus search, reload data). */
  sendCommand(command: DesktopCommand): void
  checkForUpdates(): void
  setMuted(muted: boolean): void
  setOpenAtLogin(openAtLogin: boolean): void
}

/**
 * The application menu by each platform's conventions (the macOS app menu, Quit under File
 * elsewhere), with the console's shortcuts routed to the renderer as commands. It replaces
 * Electron's default menu, whose Reload and Toggle Developer Tools must not ship.
 */
export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin'
  const command = (name: DesktopCommand) => () => options.sendCommand(name)
  const settings: MenuItemConstructorOptions[] = [
    {
      label: 'Mute alerts',
      type: 'checkbox',
      checked: options.muted,
      click: (item) => options.setMuted(item.checked),
    },
    {
      label: 'Start at login',
      type: 'checkbox',
      checked: options.openAtLogin,
      click: (item) => options.setOpenAtLogin(item.checked),
    },
  ]
  const checkForUpdates: MenuItemConstructorOptions = {
    label: 'Check for Updates…',
    click: () => options.checkForUpdates(),
  }

  const appMenu: MenuItemConstructorOptions = {
    label: options.appName,
    submenu: [
      { role: 'about' },
      checkForUpdates,
      { type: 'separator' },
      ...settings,
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  }

  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      { label: 'Save', accelerator: 'CmdOrCtrl+S', click: command('save') },
      { type: 'separator' },
      ...(mac
        ? [{ role: 'close' } as const]
        : [...settings, { type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  }

  const edit: MenuItemConstructorOptions = {
    label: '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      { role: 'selectAll' },
      { type: 'separator' },
      { label: 'Find', accelerator: 'CmdOrCtrl+F', click: command('find') },
    ],
  }

  const developer: MenuItemConstructorOptions[] = options.isPackaged
    ? []
    : [
        { type: 'separator' },
        // Ctrl/Cmd+R belongs to "Reload Data"; the page reload of development builds moves aside.
        { role: 'reload', accelerator: 'CmdOrCtrl+Shift+R' },
        { role: 'toggleDevTools' },
      ]
  const view: MenuItemConstructorOptions = {
    label: '&View',
    submenu: [
      { label: 'Reload Data', accelerator: 'CmdOrCtrl+R', click: command('reload-data') },
      ...developer,
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  }

  const windowMenu: MenuItemConstructorOptions = {
    label: '&Window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  }

  const help: MenuItemConstructorOptions = {
    label: '&Help',
    role: 'help',
    submenu: [
      { label: `${options.appName} version ${options.version}`, enabled: false },
      ...(mac ? [] : [checkForUpdates]),
    ],
  }

  return [...(mac ? [appMenu] : []), file, edit, view, windowMenu, help]
}
