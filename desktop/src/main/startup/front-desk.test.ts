import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { createPreferences } from '../preferences'
import { createMemoryStore } from '../store'
import { startFrontDesk } from './front-desk'

class FakeNotification {
  static shown: FakeNotification[] = []
  static isSupported = () => true
  private listeners = new Map<string, () => void>()
  constructor(readonly options: { title?: string; body?: string }) {}
  on(event: 'click' | 'close', listener: () => void) {
    this.listeners.set(event, listener)
  }
  show() {
    FakeNotification.shown.push(this)
  }
  click() {
    this.listeners.get('click')?.()
  }
}

function setUp(platform: NodeJS.Platform = 'linux', count = 3) {
  FakeNotification.shown = []
  const trayMenus: MenuItemConstructorOptions[][] = []
  let trayClick: () => void = () => {}
  const tray = {
    setToolTip: vi.fn(),
    setContextMenu: (menu: MenuItemConstructorOptions[] | null) => void (menu && trayMenus.push(menu)),
    on: (_event: 'click', listener: () => void) => {
      trayClick = listener
    },
  }
  const window = { isFocused: () => false, flashFrame: vi.fn(), setOverlayIcon: vi.fn() }
  const consoleWindow = { current: () => window, show: vi.fn(), send: vi.fn() }
  const app = { setBadgeCount: vi.fn(), quit: vi.fn() }
  const onStateChange = vi.fn()
  const fetch = vi.fn(async () => new Response('[]', { headers: { 'x-total-count': String(count) } }))
  const alerts = startFrontDesk({
    preferences: createPreferences(createMemoryStore()),
    tray,
    Menu: { buildFromTemplate: (template) => template },
    Notification: FakeNotification,
    window: consoleWindow,
    app,
    platform,
    badgeIcon: () => 'dot.png',
    fetch,
    serverUrl: () => 'https://lab.example.com',
    token: () => 'token',
    onStateChange,
  })
  return { alerts, tray, trayMenus, trayClick: () => trayClick(), window, consoleWindow, app, onStateChange }
}

describe('front-desk alerts on the desktop', () => {
  it('a new booking flashes the window and its notification opens the booking', () => {
    const desk = setUp()
    desk.alerts.handle({
      resource: 'booking',
      kind: 'created',
      id: 'b1',
      notice: { who: 'Asha K.', what: 'Thyroid profile' },
    })
    expect(desk.window.flashFrame).toHaveBeenCalledWith(true)
    FakeNotification.shown[0]?.click()
    expect(desk.consoleWindow.show).toHaveBeenCalled()
    expect(desk.consoleWindow.send).toHaveBeenCalledWith('open-record', { resource: 'booking', id: 'b1' })
  })

  it('counts new enquiries on the badge, the tray and (Windows) the taskbar overlay', async () => {
    const desk = setUp('win32')
    await desk.alerts.recount()
    expect(desk.app.setBadgeCount).toHaveBeenCalledWith(6)
    expect(desk.window.setOverlayIcon).toHaveBeenCalledWith('dot.png', '6 new enquiries')
    expect(desk.tray.setToolTip).toHaveBeenCalledWith('Aarogya Console — 6 new enquiries')
    expect(desk.onStateChange).toHaveBeenCalled()
  })

  it('the tray opens the console, and its Quit quits the app', async () => {
    const desk = setUp()
    desk.trayClick()
    expect(desk.consoleWindow.show).toHaveBeenCalledTimes(1)
    await desk.alerts.recount()
    const quit = desk.trayMenus.at(-1)?.find((item) => item.label === 'Quit Aarogya Console')
    if (quit?.click) Reflect.apply(quit.click, undefined, [])
    expect(desk.app.quit).toHaveBeenCalledTimes(1)
  })
})
