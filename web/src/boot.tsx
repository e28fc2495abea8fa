import { createRoot } from 'react-dom/client'
import { startI18n } from './i18n'

/** Lets the browser run what waits (input, paint) before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Starts the app (main.tsx imports this module). It replaces the server-rendered first screen (if any)
 * only once it can show the page itself (app/shell.tsx).
 * The start runs as several short tasks rather than one long one, so a phone's main thread stays free
 * for input (total blocking time): React and i18n here, then the app's shell in its own
 * chunk, then the opened page. The visitor's language is ready before the first render (a Hindi reader
 * never sees English first).
 */
async function start() {
  await nextTask()
  const languageReady = startI18n()
  await nextTask()
  const { showApp } = await import('./app/shell')
  await Promise.all([languageReady, nextTask()])
  await showApp(createRoot(document.getElementById('root')!), nextTask)
}

void start()
