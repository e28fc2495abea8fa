import { recordFirstScreenAction } from './lib/first-screen-action'

/**
 * The page's only script: it starts the app (./boot) at once, except on a page whose first screen the
 * server rendered (the home page). There the first screen, with its hero image, is painted first and the
 * app's code is fetched after, so the largest paint never waits for it, nor competes with it for the
 * network; START_AT_LATEST_MS bounds the wait on a slow image.
 */
const START_AT_LATEST_MS = 1_500

function firstScreenPainted(): Promise<void> {
  const firstScreen = document.querySelector('[data-first-screen]')
  if (!firstScreen) return Promise.resolve()
  return new Promise((resolve) => {
    const hero = firstScreen.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
    const afterNextPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, START_AT_LATEST_MS)
    if (!hero) return afterNextPaint()
    hero.addEventListener('error', afterNextPaint, { once: true })
    // The browser reports the hero's largest paint once that frame is on screen; the frame after its
    // load event may come earlier (an async decode paints the image a frame or more later).
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero)) return
        observer.disconnect()
        afterNextPaint()
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    } else if (hero.complete) afterNextPaint()
    else hero.addEventListener('load', afterNextPaint, { once: true })
  })
}

let started = false
const start = () => {
  if (started) return
  started = true
  void import('./boot')
}

// A first-screen button clicked before the app runs starts it at once, and the app then performs it.
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest('[data-first-screen-action]')
  const action = button?.getAttribute('data-first-screen-action')
  if (!action) return
  recordFirstScreenAction(action)
  start()
})
void firstScreenPainted().then(start)
