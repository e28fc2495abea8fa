import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react'
import { useBelowFoldReveal } from '../lib/below-fold-reveal'
import { useHasScrolled } from '../lib/use-has-scrolled'

export interface WhenVisibleProps {
  /** The height kept for the section until it renders, roughly its own, so the page below stays put. */
  minHeight: number
  /** How far ahead of the viewport the section starts loading (CSS margin), once the visitor scrolls. */
  rootMargin?: string
  /**
   * False for a section only a visitor who comes to it needs (a form, not content to read or list):
   * it then waits for the scroll or the Tab, so its code is no part of a first visit.
   */
  revealWhenIdle?: boolean
  children: ReactNode
}

/**
 * Renders a below-the-fold section (and so downloads its lazy code and data) once the visitor scrolls
 * near it, presses Tab, or the browser is idle after the load: the first paint pays for the first screen
 * alone, and the whole page is still in the document for keyboards and screen readers. Until then an
 * empty block of about the section's height holds its place. On idle each section renders in an idle
 * moment of its own, as a transition (built in slices that yield to the browser), so no long task
 * blocks a tap; a Tab renders it at once, before focus moves on.
 */
/**
 * A section the visitor is already below: its data came in after they scrolled past it (a slow
 * network, or the End key), so it would otherwise stay an empty block until they scrolled back.
 */
function isAboveViewport(entry: IntersectionObserverEntry): boolean {
  const { height, bottom } = entry.boundingClientRect
  // A block with no height is not laid out (inside something hidden), not above anything.
  return height > 0 && bottom < (entry.rootBounds?.top ?? 0)
}

export function WhenVisible({
  minHeight,
  rootMargin = '300px',
  revealWhenIdle = true,
  children,
}: WhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const margin = useHasScrolled() ? rootMargin : '0px'
  const reveal = useBelowFoldReveal()
  useEffect(() => {
    if (visible || reveal === 'waiting') return
    if (reveal === 'keyboard') {
      setVisible(true)
      return
    }
    if (!revealWhenIdle) return
    const show = () => startTransition(() => setVisible(true))
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 0)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(show, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }, [visible, reveal, revealWhenIdle])
  useEffect(() => {
    const element = placeholder.current
    if (visible || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || isAboveViewport(entry))) setVisible(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible, margin])
  const reserved = <div ref={placeholder} style={{ minHeight }} data-testid="when-visible" />
  if (!visible) return reserved
  return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>
}
