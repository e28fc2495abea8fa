import type { MenuItemConstructorOptions } from 'electron'
import type { FrontDeskState } from './front-desk-alerts'

export const enquiriesLabel = (count: number) =>
  count === 0 ? 'No new enquiries' : `${count} new ${count === 1 ? 'enquiry' : 'enquiries'}`

export const trayTooltip = (state: FrontDeskState) =>
  `Aarogya Console — ${enquiriesLabel(state.unhandled)}${state.muted ? ' (alerts muted)' : ''}`

export interface TrayActions {
  openConsole(): void
  setMuted(muted: boolean): void
  quit(): void
}

/** The tray / menu-bar icon's menu: the count, open the console, mute alerts, quit. */
export function trayMenuTemplate(state: FrontDeskState, actions: TrayActions): MenuItemConstructorOptions[] {
  return [
    { label: enquiriesLabel(state.unhandled), enabled: state.unhandled > 0, click: actions.openConsole },
    { type: 'separator' },
    { label: 'Open Aarogya Console', click: actions.openConsole },
    {
      label: 'Mute alerts',
      type: 'checkbox',
      checked: state.muted,
      click: (item) => actions.setMuted(item.checked),
    },
    { type: 'separator' },
    { label: 'Quit Aarogya Console', click: actions.quit },
  ]
}
