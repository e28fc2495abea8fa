import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useHasScrolled } from '../lib/use-has-scrolled'

export interface WhenVisibleProps {
  /** The height kept for the section until it renders, roughly its own, so the page below stays put. */
  minHeight: number
  /** How far ahead of the viewport the section starts loading (CSS margin), once the visitor scrolls. */
  rootMargin?: string
  children: ReactNode
}

/**
 * Renders a below-the-fold section (and so downloads its lazy code and data) only once the visitor
 * scrolls near it: a first visit pays for the first screen alone. Until then an empty block of about
 * the section's height holds its place. Before the visitor's first scroll only a section on screen
 * renders: one just below the fold is not part of a visit that never scrolls.
 */
export function WhenVisible({ minHeight, rootMargin = '300px', children }: WhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const margin = useHasScrolled() ? rootMargin : '0px'
  useEffect(() => {
    const element = placeholder.current
    if (visible || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
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
