import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import classes from './print-on-page.module.css'

/**
 * Opens the system print dialog with only `content` on the page (the app is hidden by the print
 * stylesheet while it is open). The same call prints from the browser and the desktop console.
 * `content` is rendered outside the app's providers: plain markup, data already formatted.
 */
export function printOnPage(content: ReactNode): void {
  const container = document.createElement('div')
  container.className = classes.slip
  document.body.append(container)
  document.body.classList.add(classes.printing)
  const root = createRoot(container)
  flushSync(() => root.render(content))
  const cleanUp = () => {
    window.removeEventListener('afterprint', cleanUp)
    root.unmount()
    container.remove()
    document.body.classList.remove(classes.printing)
  }
  window.addEventListener('afterprint', cleanUp)
  window.print()
  // Browsers that block print() until the dialog closes have fired afterprint by now; others will.
}
