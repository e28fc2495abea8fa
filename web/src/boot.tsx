import { StrictMode, startTransition, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { preloadPages } from './app/router'
import { startI18n } from './i18n'

/** Removes the server-rendered first screen in the commit that shows the app, so no frame has both or neither. */
function FirstScreenHandover() {
  useLayoutEffect(() => {
    document.querySelector('[data-first-screen]')?.remove()
  }, [])
  return null
}

/**
 * Starts the app (main.tsx imports this module, and Vite loads the app's stylesheet before it runs).
 * It replaces the server-rendered first screen (if any) only once it can show the page itself; the
 * render is a transition, so React yields to the browser while it builds the page.
 */
// The visitor's language and the page's code are ready before the first render (a Hindi reader never
// sees English first, and the server's first screen is replaced by the page, not by a spinner).
void Promise.all([startI18n(), preloadPages(window.location.pathname)]).then(() => {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <FirstScreenHandover />
      </StrictMode>,
    )
  })
})
