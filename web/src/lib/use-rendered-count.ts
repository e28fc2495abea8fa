import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from './when-idle'

/**
 * How many of a long list's `total` items to render now: `first` at once (what a first screen shows),
 * then `step` more in each idle moment until all are there. Rendering a page of cards in one go is one
 * long task that blocks a tap on a phone; a few cards at a time are short ones, and the whole list is
 * still in the document a moment after the page loads. Each step is a transition: React builds the
 * cards in slices of a few milliseconds, yielding to the browser between them, where an ordinary
 * update would build them in one task.
 */
export function useRenderedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(() => Math.min(total, first))
  useEffect(() => {
    if (count >= total) return
    return whenIdle(() => startTransition(() => setCount((shown) => Math.min(total, shown + step))), 1000)
  }, [count, total, step])
  return Math.min(count, total)
}
