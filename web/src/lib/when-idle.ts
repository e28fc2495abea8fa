/**
 * Runs `task` when the browser is idle, at the latest after `timeout` ms; returns what cancels it.
 * Browsers without requestIdleCallback (Safari) run it after `fallbackDelay` ms.
 */
export function whenIdle(task: () => void, timeout: number, fallbackDelay = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, fallbackDelay)
  return () => window.clearTimeout(timer)
}
