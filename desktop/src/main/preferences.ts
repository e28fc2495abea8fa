import type { JsonStore } from './store'

/** The console's own preferences (separate from the server settings the renderer edits). */
export interface Preferences {
  /** No notification pop-ups or sounds for new enquiries; the tray and badge still count them. */
  muteAlerts: boolean
  /** Start the console when staff log in to the computer. */
  openAtLogin: boolean
}

const DEFAULTS: Preferences = { muteAlerts: false, openAtLogin: false }

export const isPreferences = (value: unknown): value is Preferences =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Preferences).muteAlerts === 'boolean' &&
  typeof (value as Preferences).openAtLogin === 'boolean'

export interface PreferencesService {
  get(): Preferences
  set(change: Partial<Preferences>): Preferences
}

export function createPreferences(store: JsonStore<Preferences>): PreferencesService {
  let current: Preferences = { ...DEFAULTS, ...store.read() }
  return {
    get: () => ({ ...current }),
    set(change) {
      current = { ...current, ...change }
      store.write(current)
      return { ...current }
    },
  }
}
