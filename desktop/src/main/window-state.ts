import { isRecord } from '@labsite/shared'
import type { Rectangle } from 'electron'
import type { JsonStore } from './store'

export interface SavedWindow {
  bounds: Rectangle
  maximized: boolean
}

/** Where the window was on each display it has been on, and which one it was on last. */
export interface WindowStateFile {
  displays: Record<string, SavedWindow>
  last: string | null
}

export interface DisplayLike {
  id: number
  workArea: Rectangle
}

const isRectangle = (value: unknown): value is Rectangle =>
  isRecord(value) && ['x', 'y', 'width', 'height'].every((key) => Number.isFinite(value[key]))

export const isWindowStateFile = (value: unknown): value is WindowStateFile =>
  isRecord(value) &&
  (typeof value.last === 'string' || value.last === null) &&
  typeof value.displays === 'object' &&
  Object.values(value.displays ?? {}).every(
    (saved) => isRecord(saved) && isRectangle(saved.bounds) && typeof saved.maximized === 'boolean',
  )

/** A display is "the same" when its id and its size match: a different monitor on the same port is not. */
export const displayKey = (display: DisplayLike) =>
  `${display.id}:${display.workArea.width}x${display.workArea.height}`

function overlaps(a: Rectangle, b: Rectangle, min = 100) {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width >= Math.min(min, a.width) && height >= Math.min(min, a.height)
}

/**
 * The bounds to open with: those saved for the display the window was last on, if that display is
 * still connected and the window would be reachable on it; else those of another connected display
 * it was on; else nothing (the default size, centred on the primary display).
 */
export function boundsToRestore(
  state: WindowStateFile | null,
  displays: readonly DisplayLike[],
): SavedWindow | null {
  if (!state) return null
  const connected = new Map(displays.map((display) => [displayKey(display), display]))
  const candidates = [state.last, ...Object.keys(state.displays)].filter((key): key is string => !!key)
  for (const key of candidates) {
    const display = connected.get(key)
    const saved = state.displays[key]
    if (display && saved && overlaps(saved.bounds, display.workArea)) return saved
  }
  return null
}

export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'close', listener: () => void): void
  getNormalBounds(): Rectangle
  isMaximized(): boolean
}

/** Saves the window's place (per display) when it is moved, resized or closed; debounced while dragging. */
export function trackWindowState(
  window: TrackedWindow,
  options: {
    store: JsonStore<WindowStateFile>
    displayMatching(bounds: Rectangle): DisplayLike
    debounceMs?: number
  },
) {
  let timer: ReturnType<typeof setTimeout> | null = null
  const save = () => {
    if (timer) clearTimeout(timer)
    timer = null
    const bounds = window.getNormalBounds()
    const key = displayKey(options.displayMatching(bounds))
    const state = options.store.read() ?? { displays: {}, last: null }
    options.store.write({
      displays: { ...state.displays, [key]: { bounds, maximized: window.isMaximized() } },
      last: key,
    })
  }
  const later = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(save, options.debounceMs ?? 500)
  }
  window.on('resize', later)
  window.on('move', later)
  window.on('close', save)
  return save
}
