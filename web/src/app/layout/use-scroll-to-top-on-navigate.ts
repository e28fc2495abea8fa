import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * A link to another page opens it at its top, as a page load would (a link followed from the footer
 * otherwise left the visitor at the new page's bottom). Back and forward keep the browser's own
 * scroll restoration, and an address with a #fragment is left to useScrollToHash.
 */
export function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page opened, not per hash change
  useEffect(() => {
    if (navigationType === 'POP' || hash) return
    window.scrollTo(0, 0)
  }, [pathname])
}
