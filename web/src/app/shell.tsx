import { StrictMode, startTransition, useLayoutEffect } from 'react'
import type { Root } from 'react-dom/client'
import { App } from './App'
import { preloadPages } from './router'

/** Removes the server-rendered first screen in the commit that shows the app, so no frame has both or neither. */
function FirstScreenHandover() {
  useLayoutEffect(() => {
    document.querySelector('[data-first-screen]')?.remove()
  }, [])
  return null
}

/**
 * The app's second start step (boot.tsx loads it as one chunk, after React and i18n): the app itself
 * (Mantine, router, queries, layout) and the code of the opened page, loaded before the first render so
 * the server's first screen is replaced by the page, not by a spinner. The render is a transition, so
 * React yields to the browser while it builds the page.
 */
export async function showApp(root: Root, nextTask: () => Promise<void>): Promise<void> {
  await preloadPages(window.location.pathname)
  await nextTask()
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <FirstScreenHandover />
      </StrictMode>,
    )
  })
}
