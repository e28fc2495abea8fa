import { describe, expect, it, vi } from 'vitest'
import { createAsk, createConsoleWindow } from './console-window'

function fakeWindow(minimized = false) {
  const listeners = new Map<string, () => void>()
  const state = { minimized, destroyed: false }
  const window = {
    isDestroyed: () => state.destroyed,
    isMinimized: () => state.minimized,
    restore: vi.fn(() => {
      state.minimized = false
    }),
    show: vi.fn(),
    focus: vi.fn(),
    on: (event: 'closed', listener: () => void) => listeners.set(event, listener),
    webContents: { send: vi.fn(), reload: vi.fn() },
    close: () => {
      state.destroyed = true
      listeners.get('closed')?.()
    },
  }
  return window
}

function slot(minimized = false) {
  const opened: ReturnType<typeof fakeWindow>[] = []
  const consoleWindow = createConsoleWindow({
    channel: 'events',
    create: () => {
      const window = fakeWindow(minimized)
      opened.push(window)
      return window
    },
  })
  return { consoleWindow, opened }
}

describe('the console window', () => {
  it('comes to the front, restored, when the app is started a second time', () => {
    const { consoleWindow, opened } = slot(true)
    consoleWindow.open()
    consoleWindow.focus()
    expect(opened[0]?.restore).toHaveBeenCalled()
    expect(opened[0]?.focus).toHaveBeenCalled()
    expect(opened).toHaveLength(1)
  })

  it('opens no window on a second start before the first one is up', () => {
    const { consoleWindow, opened } = slot()
    consoleWindow.focus()
    expect(opened).toHaveLength(0)
  })

  it('is opened again from the tray once closed, and shown when it is there', () => {
    const { consoleWindow, opened } = slot()
    consoleWindow.show()
    expect(opened).toHaveLength(1)
    consoleWindow.show()
    expect(opened).toHaveLength(1)
    expect(opened[0]?.show).toHaveBeenCalled()
    opened[0]?.close()
    consoleWindow.show()
    expect(opened).toHaveLength(2)
  })

  it('pushes events to the open page only, and nothing to a closed window', () => {
    const { consoleWindow, opened } = slot()
    consoleWindow.open()
    consoleWindow.send('server-change', { resource: 'bookings' })
    expect(opened[0]?.webContents.send).toHaveBeenCalledWith('events', 'server-change', {
      resource: 'bookings',
    })
    expect(consoleWindow.isPage(opened[0]?.webContents)).toBe(true)
    opened[0]?.close()
    consoleWindow.send('server-change', { resource: 'menu' })
    expect(opened[0]?.webContents.send).toHaveBeenCalledTimes(1)
    expect(consoleWindow.isPage(opened[0]?.webContents)).toBe(false)
    expect(consoleWindow.current()).toBeNull()
  })
})

describe('questions to staff', () => {
  it('are modal to the window when there is one, and yes means the second button', async () => {
    const window = { id: 1 }
    let parent: typeof window | null = window
    const shown: unknown[][] = []
    const dialog = {
      showMessageBox: async (...args: unknown[]) => {
        shown.push(args)
        return { response: 1, checkboxChecked: false }
      },
    }
    const ask = createAsk(dialog, () => parent)
    expect(await ask({ message: 'Trust?' })).toBe(true)
    expect(shown[0]).toEqual([window, { message: 'Trust?' }])
    parent = null
    await ask({ message: 'Again?' })
    expect(shown[1]).toEqual([{ message: 'Again?' }])
  })
})
