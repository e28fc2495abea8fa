import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { createPreferences } from '../preferences'
import { createMemoryStore } from '../store'
import { createMenuInstaller } from './application-menu'

const findItem = (
  items: MenuItemConstructorOptions[] | undefined,
  label: string,
): MenuItemConstructorOptions | undefined => {
  for (const item of items ?? []) {
    if (item.label === label) return item
    const inner = Array.isArray(item.submenu) ? findItem(item.submenu, label) : undefined
    if (inner) return inner
  }
  return undefined
}

describe('the installed application menu', () => {
  it('"Start at login" registers the login item and shows the box ticked', () => {
    const installed: MenuItemConstructorOptions[][] = []
    const app = {
      isPackaged: true,
      getName: () => 'Aarogya Console',
      getVersion: () => '1.0.0',
      setLoginItemSettings: vi.fn(),
    }
    const preferences = createPreferences(createMemoryStore())
    const install = createMenuInstaller({
      Menu: {
        buildFromTemplate: (template) => template,
        setApplicationMenu: (menu) => void installed.push(menu),
      },
      app,
      platform: 'win32',
      preferences,
      send: vi.fn(),
      checkForUpdates: vi.fn(),
      setMuted: vi.fn(),
    })
    install()
    const item = findItem(installed[0], 'Start at login')
    expect(item?.checked).toBe(false)
    if (item?.click) Reflect.apply(item.click, undefined, [{ checked: true }])
    expect(app.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true })
    expect(preferences.get().openAtLogin).toBe(true)
    expect(findItem(installed[1], 'Start at login')?.checked).toBe(true)
  })
})
