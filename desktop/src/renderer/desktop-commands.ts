import type { DesktopBridge, DesktopCommand, OpenRecordRequest } from '../shared/ipc-contract'

/** The admin tab that lists each kind of enquiry a notification can be about. */
const TAB_OF_RESOURCE: Record<string, string> = {
  booking: 'consultations',
  'contact-message': 'messages',
  referral: 'referrals',
}

/** Fired on the window for Ctrl/Cmd+R: whatever holds server data refetches it (no page reload). */
export const RELOAD_DATA_EVENT = 'labsite:reload-data'

/** The form staff are working in: the one holding the focus, else the one in an open dialog. */
function activeForm(doc: Document): HTMLFormElement | null {
  const focused = doc.activeElement?.closest('form')
  if (focused) return focused
  return doc.querySelector<HTMLFormElement>('[role="dialog"] form')
}

/** The open tab's search box. */
function searchBox(doc: Document): HTMLInputElement | null {
  return doc.querySelector<HTMLInputElement>('input[type="search"], input[placeholder^="Search" i]')
}

export function runDesktopCommand(command: DesktopCommand, doc: Document = document): void {
  if (command === 'save') activeForm(doc)?.requestSubmit()
  else if (command === 'find') {
    const box = searchBox(doc)
    box?.focus()
    box?.select()
  } else doc.defaultView?.dispatchEvent(new CustomEvent(RELOAD_DATA_EVENT))
}

/** #/<tab> of the record a notification was about (the console's router is a hash router). */
export function tabHashFor(request: OpenRecordRequest): string | null {
  const tab = TAB_OF_RESOURCE[request.resource]
  return tab ? `#/${tab}` : null
}

/** Follows main's menu shortcuts and notification clicks; returns the unsubscribe. */
export function followDesktopCommands(bridge: DesktopBridge): () => void {
  const stopCommands = bridge.on('command', (command) => runDesktopCommand(command))
  const stopOpen = bridge.on('open-record', (request) => {
    const hash = tabHashFor(request)
    if (hash) window.location.hash = hash
  })
  return () => {
    stopCommands()
    stopOpen()
  }
}
