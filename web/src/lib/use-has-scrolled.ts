import { useSyncExternalStore } from 'react'

/**
 * Whether the visitor has scrolled the page since it loaded (or it opened scrolled, at an anchor).
 * Listens for the first scroll only, then stays true.
 */
let scrolled = typeof window !== 'undefined' && window.scrollY > 0
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
    () => scrolled || window.scrollY > 0,
    () => false,
  )
}
