import { useSyncExternalStore } from 'react'

/**
 * Whether the visitor has scrolled the page since it loaded (a page opened at an anchor or restored
 * scrolled gets a scroll event too). Listens for the first scroll only, then stays true. It never reads
 * `window.scrollY`: that forces a layout, and React reads the snapshot while it commits the page.
 */
let scrolled = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  if (scrolled) return () => {}
  if (listeners.size === 0) window.addEventListener('scroll', onFirstScroll, { once: true, passive: true })
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('scroll', onFirstScroll)
  }
}

function onFirstScroll() {
  scrolled = true
  for (const listener of [...listeners]) listener()
  listeners.clear()
}

export function useHasScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrolled,
    () => false,
  )
}
