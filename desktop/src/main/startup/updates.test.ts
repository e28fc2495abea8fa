import { EventEmitter } from 'node:events'
import type { MessageBoxOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { createConsoleUpdates } from './updates'

function setUp(isPackaged: boolean, restart = 0) {
  const events = new EventEmitter()
  const updater = {
    autoDownload: true,
    autoInstallOnAppQuit: false,
    on: (event: string, listener: (...args: never[]) => void) =>
      events.on(event, (...args: unknown[]) => Reflect.apply(listener, undefined, args)),
    checkForUpdates: vi.fn(async () => null),
    downloadUpdate: vi.fn(async () => []),
    quitAndInstall: vi.fn(),
  }
  const boxes: MessageBoxOptions[] = []
  const dialog = {
    showMessageBox: async (options: MessageBoxOptions) => {
      boxes.push(options)
      return { response: restart, checkboxChecked: false }
    },
  }
  const updates = createConsoleUpdates({
    updater,
    dialog,
    send: vi.fn(),
    app: { isPackaged, getVersion: () => '1.2.0' },
  })
  return { updates, updater, boxes, events }
}

describe('updates from the menu and the restart offer', () => {
  it('says updates are checked in installed builds only in a development run', () => {
    const { updates, updater, boxes } = setUp(false)
    updates.checkFromMenu()
    expect(boxes[0]?.message).toBe('Updates are checked in installed builds only.')
    expect(updater.checkForUpdates).not.toHaveBeenCalled()
  })

  it('says the console is up to date when nothing newer is published', async () => {
    const { updates, boxes } = setUp(true)
    updates.checkFromMenu()
    await vi.waitFor(() => expect(boxes[0]?.message).toBe('Aarogya Console 1.2.0 is up to date.'))
  })

  it('offers the restart with "Later" as the default, and restarts only on the second button', async () => {
    const later = setUp(true, 0)
    later.events.emit('update-downloaded', { version: '1.3.0' })
    await vi.waitFor(() => expect(later.boxes).toHaveLength(1))
    expect(later.boxes[0]).toMatchObject({
      defaultId: 0,
      cancelId: 0,
      buttons: ['Later', 'Restart to update'],
    })
    expect(later.updater.quitAndInstall).not.toHaveBeenCalled()
    const now = setUp(true, 1)
    now.events.emit('update-downloaded', { version: '1.3.0' })
    await vi.waitFor(() => expect(now.updater.quitAndInstall).toHaveBeenCalled())
  })
})
