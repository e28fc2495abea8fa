import { recordFirstScreenAction } from './lib/first-screen-action'

/**
 * The page's only script: it starts the app (./boot) at once, except on a page whose first screen the
 * server rendered (the home page). There the first screen, with its hero image, is painted first and the
 * app's code is fetched after, so the largest paint never waits for it, nor competes with it for the
 * network; START_AT_LATEST_MS bounds the wait on a slow image.
 */
const START_AT_LATEST_MS = 1_500
/**
 * Chrome records the largest paint (the moment Lighthouse and field data use) a few frames after it
 * reports it to the page; a script requested in between is counted as delaying it.
 */
const LARGEST_PAINT_SETTLED_MS = 100

function firstScreenPainted(): Promise<void> {
  const firstScreen = document.querySelector('[data-first-screen]')
  if (!firstScreen) return Promise.resolve()
  const hero = firstScreen.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  const painted = hero ? Promise.all([heroLoaded(hero), heroLargestPaint(hero)]) : Promise.resolve()
  return new Promise((resolve) => {
    void painted.then(() => setTimeout(resolve, LARGEST_PAINT_SETTLED_MS))
    setTimeout(resolve, START_AT_LATEST_MS)
  })
}

function heroLoaded(hero: HTMLImageElement): Promise<void> {
  if (hero.complete) return Promise.resolve()
  return new Promise((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true })
    hero.addEventListener('error', () => resolve(), { once: true })
  })
}

/**
 * Resolves when the browser reports the hero as the page's largest paint: the frame after the load event
 * can come before it (an async decode paints the image a frame or more later), and a script fetched
 * before that paint counts against it.
 */
function heroLargestPaint(hero: HTMLImageElement): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve()
  return new Promise((resolve) => {
    hero.addEventListener('error', () => resolve(), { once: true })
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero)) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'largest-contentful-paint', buffered: true })
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
