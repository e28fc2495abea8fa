import { useSyncExternalStore } from 'react'
import { whenIdle } from './when-idle'

/**
 * When the sections below the first screen should join the page even without a scroll:
 * once the browser is idle after the page has loaded (so a screen reader's heading list and the page's
 * find see the whole page), or at once on the first Tab (so keyboard focus goes from the hero to the
 * next section, not to the footer). Until then they wait, so the first screen is all a first paint pays.
 */
type Reveal = 'waiting' | 'idle' | 'keyboard'
let reveal: Reveal = 'waiting'
const listeners = new Set<() => void>()
let armed = false

function set(next: Reveal) {
  if (reveal === 'keyboard' || reveal === next) return
  reveal = next
  for (const listener of [...listeners]) listener()
}

const onKey = (event: KeyboardEvent) => {
  if (event.key === 'Tab') set('keyboard')
}

function arm() {
  if (armed) return
  armed = true
  window.addEventListener('keydown', onKey, { capture: true })
  const afterLoad = () => whenIdle(() => set('idle'), 3000, 200)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

function subscribe(listener: () => void) {
  arm()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** 'idle' or 'keyboard' once below-the-fold sections should render; 'waiting' before. */
export function useBelowFoldReveal(): Reveal {
  return useSyncExternalStore(
    subscribe,
    () => reveal,
    () => 'waiting',
  )
}

/** Tests start each case from a page that has just loaded. */
export function resetBelowFoldReveal() {
  reveal = 'waiting'
  armed = false
  window.removeEventListener('keydown', onKey, { capture: true })
}
