import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { installAppLifecycle, reopenOnActivate } from './app-lifecycle'

function fakeApp() {
  return Object.assign(new EventEmitter(), { quit: vi.fn() })
}

function installed(platform: NodeJS.Platform) {
  const app = fakeApp()
  const focusWindow = vi.fn()
  installAppLifecycle(app, { platform, focusWindow, appUrl: 'app://console/', openExternal: vi.fn() })
  return { app, focusWindow }
}

describe('the app’s life cycle', () => {
  it('brings the running console forward when it is started a second time', () => {
    const { app, focusWindow } = installed('win32')
    app.emit('second-instance')
    expect(focusWindow).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['win32', 1],
    ['linux', 1],
    ['darwin', 0],
  ] as const)('closing the last window on %s quits %i time(s)', (platform, quits) => {
    const { app } = installed(platform)
    app.emit('window-all-closed')
    expect(app.quit).toHaveBeenCalledTimes(quits)
  })

  it('locks every page the app creates to the console', () => {
    const { app } = installed('linux')
    const guarded: string[] = []
    const contents = {
      on: (event: string) => guarded.push(event),
      setWindowOpenHandler: () => guarded.push('window-open'),
    }
    app.emit('web-contents-created', {}, contents)
    expect(guarded).toEqual(
      expect.arrayContaining(['will-navigate', 'will-redirect', 'will-attach-webview', 'window-open']),
    )
  })

  it('reopens the window from the dock only when none is open', () => {
    const app = fakeApp()
    let windows = 1
    const openWindow = vi.fn()
    reopenOnActivate(app, { windowCount: () => windows, openWindow })
    app.emit('activate')
    expect(openWindow).not.toHaveBeenCalled()
    windows = 0
    app.emit('activate')
    expect(openWindow).toHaveBeenCalledTimes(1)
  })
})
