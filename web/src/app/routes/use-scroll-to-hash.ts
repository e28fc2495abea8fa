import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Brings the section named by the address's #fragment into view (/#contact, /#about: where
 * /contact and /about lead). Sections above it load lazily and push it down, so it is brought
 * into view again once they have settled, unless the visitor scrolled meanwhile.
 */
export function useScrollToHash(settleMs = 800) {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
    const bring = () => document.getElementById(id)?.scrollIntoView({ block: 'start' })
    bring()
    let scrolledByVisitor = false
    const onWheel = () => {
      scrolledByVisitor = true
    }
    window.addEventListener('wheel', onWheel, { once: true, passive: true })
    window.addEventListener('touchmove', onWheel, { once: true, passive: true })
    const again = window.setTimeout(() => scrolledByVisitor || bring(), settleMs)
    return () => {
      window.clearTimeout(again)
      window.removeEventListener('wheel', onWheel)
      window.removeEventListener('touchmove', onWheel)
    }
  }, [hash, settleMs])
}
