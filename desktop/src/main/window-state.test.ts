import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Rectangle } from 'electron'
import { afterAll, describe, expect, it } from 'vitest'
import { createJsonFileStore } from './json-file-store'
import { boundsToRestore, type DisplayLike, isWindowStateFile, trackWindowState } from './window-state'

const dir = mkdtempSync(path.join(tmpdir(), 'labsite-window-state-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const laptop: DisplayLike = { id: 1, workArea: { x: 0, y: 0, width: 1440, height: 877 } }
const monitor: DisplayLike = { id: 2, workArea: { x: 1440, y: 0, width: 2560, height: 1400 } }

function fakeWindow(bounds: Rectangle, maximized = false) {
  const listeners = new Map<string, () => void>()
  return {
    bounds,
    maximized,
    on: (event: string, listener: () => void) => listeners.set(event, listener),
    getNormalBounds() {
      return this.bounds
    },
    isMaximized() {
      return this.maximized
    },
    fire: (event: string) => listeners.get(event)?.(),
  }
}

const displayMatching = (bounds: Rectangle) => (bounds.x >= 1440 ? monitor : laptop)

describe('window bounds', () => {
  it('are remembered per display across restarts and restored where the window was last', () => {
    const file = path.join(dir, 'window-state.json')
    const store = createJsonFileStore(file, isWindowStateFile)
    const window = fakeWindow({ x: 100, y: 50, width: 1200, height: 800 })
    trackWindowState(window, { store, displayMatching })
    window.fire('close')
    window.bounds = { x: 1600, y: 100, width: 1800, height: 1100 }
    window.maximized = true
    window.fire('close')

    const reopened = createJsonFileStore(file, isWindowStateFile).read()
    expect(boundsToRestore(reopened, [laptop, monitor])).toEqual({
      bounds: { x: 1600, y: 100, width: 1800, height: 1100 },
      maximized: true,
    })
  })

  it('fall back to another known display when the last one is unplugged, or to the default', () => {
    const state = {
      displays: {
        '1:1440x877': { bounds: { x: 100, y: 50, width: 1200, height: 800 }, maximized: false },
        '2:2560x1400': { bounds: { x: 1600, y: 100, width: 1800, height: 1100 }, maximized: false },
      },
      last: '2:2560x1400',
    }
    expect(boundsToRestore(state, [laptop])?.bounds).toEqual({ x: 100, y: 50, width: 1200, height: 800 })
    // A different monitor that happens to get the same id is not the display the window was on.
    const otherMonitor = { id: 2, workArea: { x: 1440, y: 0, width: 1920, height: 1080 } }
    expect(
      boundsToRestore({ ...state, displays: { '2:2560x1400': state.displays['2:2560x1400'] } }, [
        otherMonitor,
      ]),
    ).toBeNull()
    expect(boundsToRestore(null, [laptop])).toBeNull()
  })

  it('are not restored off-screen', () => {
    const state = {
      displays: { '1:1440x877': { bounds: { x: 5000, y: 3000, width: 800, height: 600 }, maximized: false } },
      last: '1:1440x877',
    }
    expect(boundsToRestore(state, [laptop])).toBeNull()
  })

  it('refuse a damaged state file', () => {
    expect(isWindowStateFile({ displays: { a: { bounds: { x: 'x' }, maximized: false } }, last: 'a' })).toBe(
      false,
    )
  })
})
