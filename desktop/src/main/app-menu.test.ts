import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { type AppMenuOptions, appMenuTemplate } from './app-menu'

function menu(overrides: Partial<AppMenuOptions> = {}) {
  const options: AppMenuOptions = {
    platform: 'win32',
    isPackaged: true,
    appName: 'Aarogya Console',
    version: '1.4.0',
    muted: false,
    openAtLogin: false,
    sendCommand: vi.fn(),
    checkForUpdates: vi.fn(),
    setMuted: vi.fn(),
    setOpenAtLogin: vi.fn(),
    ...overrides,
  }
  return { template: appMenuTemplate(options), options }
}

/** Every item of the menu, submenus included. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu as MenuItemConstructorOptions[]) : []),
  ])
}

const click = (item: MenuItemConstructorOptions | undefined, checked = false) =>
  item?.click?.({ checked } as never, undefined, {} as never)

describe('the application menu', () => {
  it('has no developer tools and no page reload in release builds', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const roles = items(menu({ platform }).template).map((item) => item.role)
      expect(roles).not.toContain('toggleDevTools')
      expect(roles).not.toContain('reload')
      expect(roles).not.toContain('forceReload')
    }
    const dev = items(menu({ isPackaged: false }).template)
    expect(dev.map((item) => item.role)).toContain('toggleDevTools')
    // Even in development, Ctrl/Cmd+R reloads data; the page reload moves to Shift.
    expect(dev.find((item) => item.role === 'reload')?.accelerator).toBe('CmdOrCtrl+Shift+R')
  })

  it('follows each platform: the app menu on macOS, Quit under File elsewhere', () => {
    expect(menu({ platform: 'darwin' }).template.map((item) => item.label)).toEqual([
      'Aarogya Console',
      '&File',
      '&Edit',
      '&View',
      '&Window',
      '&Help',
    ])
    expect(menu({ platform: 'win32' }).template.map((item) => item.label)).toEqual([
      '&File',
      '&Edit',
      '&View',
      '&Window',
      '&Help',
    ])
    const file = menu({ platform: 'win32' }).template[0]?.submenu as MenuItemConstructorOptions[]
    expect(file.map((item) => item.role).filter(Boolean)).toEqual(['quit'])
    const edit = items(menu().template).map((item) => item.role)
    for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'] as const)
      expect(edit).toContain(role)
  })

  it('routes Ctrl/Cmd+S, +F and +R to the renderer as commands', () => {
    const { template, options } = menu()
    const byAccelerator = (accelerator: string) =>
      items(template).find((item) => item.accelerator === accelerator)
    click(byAccelerator('CmdOrCtrl+S'))
    click(byAccelerator('CmdOrCtrl+F'))
    click(byAccelerator('CmdOrCtrl+R'))
    expect(vi.mocked(options.sendCommand).mock.calls).toEqual([['save'], ['find'], ['reload-data']])
  })

  it('shows the version and checks for updates from Help, and toggles the settings', () => {
    const { template, options } = menu()
    const all = items(template)
    expect(all.some((item) => item.label === 'Aarogya Console version 1.4.0')).toBe(true)
    click(all.find((item) => item.label === 'Check for Updates…'))
    expect(options.checkForUpdates).toHaveBeenCalled()
    click(
      all.find((item) => item.label === 'Mute alerts'),
      true,
    )
    click(
      all.find((item) => item.label === 'Start at login'),
      true,
    )
    expect(options.setMuted).toHaveBeenCalledWith(true)
    expect(options.setOpenAtLogin).toHaveBeenCalledWith(true)
  })
})
