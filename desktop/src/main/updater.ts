import type { UpdateState } from '../shared/ipc-contract'

/** The part of electron-updater's autoUpdater the console uses (injected, so tests drive it). */
export interface UpdaterLike {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  checkForUpdates(): Promise<unknown>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(): void
  on(event: 'checking-for-update', listener: () => void): unknown
  on(event: 'update-available', listener: (info: { version: string }) => void): unknown
  on(event: 'update-not-available', listener: () => void): unknown
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
}

export const DAY_MS = 24 * 60 * 60 * 1000

export interface UpdateControllerDeps {
  updater: UpdaterLike
  onChange(state: UpdateState): void
  /** Offers "Restart to update" once a download is ready; true when staff chose to restart now. */
  offerRestart(version: string): Promise<boolean>
  onError?(error: unknown): void
  intervalMs?: number
}

/**
 * The self-update state machine: idle → checking → available → downloading → downloaded (or error,
 * from any step). Checks at start and daily, downloads in the background and offers a restart. A
 * failed check or download only changes the state: electron-updater verifies the download before
 * installing and installs only on a restart, so the installed app keeps working; the next check retries.
 */
export function createUpdateController(deps: UpdateControllerDeps) {
  const { updater } = deps
  let state: UpdateState = { status: 'idle' }
  let timer: ReturnType<typeof setInterval> | null = null
  const set = (next: UpdateState) => {
    state = next
    deps.onChange(state)
  }
  // The controller decides when to download, and a downloaded update also installs on a normal quit.
  updater.autoDownload = false
  updater.autoInstallOnAppQuit = true

  updater.on('checking-for-update', () => set({ status: 'checking' }))
  updater.on('update-not-available', () => set({ status: 'idle' }))
  updater.on('update-available', ({ version }) => {
    set({ status: 'available', version })
    set({ status: 'downloading', version, percent: 0 })
    updater.downloadUpdate().catch(fail)
  })
  updater.on('download-progress', ({ percent }) => {
    if (state.status === 'downloading') set({ ...state, percent: Math.round(percent) })
  })
  updater.on('update-downloaded', ({ version }) => {
    set({ status: 'downloaded', version })
    void deps.offerRestart(version).then((restart) => restart && updater.quitAndInstall(), fail)
  })
  updater.on('error', fail)

  function fail(error: unknown) {
    deps.onError?.(error)
    set({ status: 'error', message: error instanceof Error ? error.message : String(error) })
  }

  const busy = () => ['checking', 'downloading', 'downloaded'].includes(state.status)

  const controller = {
    state: () => state,
    /** Checks now (menu "Check for Updates…"), unless a check or download is already under way. */
    async check() {
      if (busy()) return state
      set({ status: 'checking' })
      try {
        await updater.checkForUpdates()
        // No answer event (nothing published for this platform, or a development run): back to idle.
        if (state.status === 'checking') set({ status: 'idle' })
      } catch (error) {
        fail(error)
      }
      return state
    },
    start() {
      void controller.check()
      timer = setInterval(() => void controller.check(), deps.intervalMs ?? DAY_MS)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
    },
    restartToUpdate() {
      if (state.status === 'downloaded') updater.quitAndInstall()
    },
  }
  return controller
}
