import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import type { UpdateState } from '../shared/ipc-contract'
import { createUpdateController, type UpdaterLike } from './updater'

/** electron-updater's autoUpdater as far as the console uses it, driven by the test. */
function fakeUpdater() {
  const events = new EventEmitter()
  const updater = {
    autoDownload: true,
    autoInstallOnAppQuit: false,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    checkForUpdates: vi.fn(async () => {
      events.emit('checking-for-update')
      return null
    }),
    downloadUpdate: vi.fn(async () => []),
    quitAndInstall: vi.fn(),
    emit: (event: string, ...args: unknown[]) => events.emit(event, ...args),
  }
  return updater
}

function setUp(restart = true) {
  const updater = fakeUpdater()
  const states: UpdateState[] = []
  const offerRestart = vi.fn(async () => restart)
  const controller = createUpdateController({
    updater: updater as unknown as UpdaterLike,
    onChange: (state) => states.push(state),
    offerRestart,
  })
  return { updater, states, controller, offerRestart }
}

describe('self-update', () => {
  it('downloads an available update in the background and restarts to install when staff agree', async () => {
    const { updater, states, controller, offerRestart } = setUp(true)
    expect(updater.autoDownload).toBe(false)
    await controller.check()
    updater.emit('update-available', { version: '1.2.0' })
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(1)
    updater.emit('download-progress', { percent: 41.6 })
    updater.emit('update-downloaded', { version: '1.2.0' })
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalledTimes(1))
    expect(offerRestart).toHaveBeenCalledWith('1.2.0')
    expect(states.map((state) => state.status)).toEqual([
      'checking',
      'checking',
      'idle',
      'available',
      'downloading',
      'downloading',
      'downloaded',
    ])
    expect(states).toContainEqual({ status: 'downloading', version: '1.2.0', percent: 42 })
  })

  it('keeps a downloaded update for the next quit when staff choose later', async () => {
    const { updater, controller, offerRestart } = setUp(false)
    updater.emit('update-available', { version: '1.2.0' })
    updater.emit('update-downloaded', { version: '1.2.0' })
    await vi.waitFor(() => expect(offerRestart).toHaveBeenCalled())
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
    expect(updater.autoInstallOnAppQuit).toBe(true)
    expect(controller.state()).toEqual({ status: 'downloaded', version: '1.2.0' })
    // A later "Check for updates" does not start over a finished download.
    await controller.check()
    expect(updater.checkForUpdates).not.toHaveBeenCalled()
    controller.restartToUpdate()
    expect(updater.quitAndInstall).toHaveBeenCalledTimes(1)
  })

  it('turns a failed check or download into an error state, never an install, and checks again later', async () => {
    const { updater, controller } = setUp()
    updater.checkForUpdates.mockRejectedValueOnce(new Error('net::ERR_INTERNET_DISCONNECTED'))
    expect(await controller.check()).toEqual({ status: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' })

    updater.downloadUpdate.mockRejectedValueOnce(new Error('sha512 checksum mismatch'))
    updater.emit('update-available', { version: '1.3.0' })
    await vi.waitFor(() =>
      expect(controller.state()).toEqual({ status: 'error', message: 'sha512 checksum mismatch' }),
    )
    expect(updater.quitAndInstall).not.toHaveBeenCalled()
    await controller.check()
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
  })

  it('checks at start and then daily', async () => {
    vi.useFakeTimers()
    try {
      const { updater, controller } = setUp()
      controller.start()
      expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
      expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
      controller.stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
