import type { DesktopSettings } from '../shared/ipc-contract'
import type { JsonStore } from './store'

export const SERVER_URL_HELP =
  'Enter the server address starting with http:// or https://, e.g. https://lab.example.com'

export const isDesktopSettings = (value: unknown): value is DesktopSettings =>
  !!value &&
  typeof value === 'object' &&
  'serverUrl' in value &&
  (value.serverUrl === null ||
    (typeof value.serverUrl === 'string' && normalizeServerUrl(value.serverUrl).ok))

/**
 * The server address as the console keeps it: an http(s) origin. The API lives at /api and public
 * files at /uploads of that origin, so a path, query or fragment typed after it is dropped; an
 * address carrying a user name or password is refused (it would end up in every request).
 */
export function normalizeServerUrl(raw: string): { ok: true; url: string } | { ok: false; error: string } {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return { ok: false, error: SERVER_URL_HELP }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: SERVER_URL_HELP }
  if (url.username || url.password)
    return { ok: false, error: 'Leave the user name and password out of the server address.' }
  return { ok: true, url: url.origin }
}

export interface SettingsService {
  get(): DesktopSettings
  /** Validates and saves the server address; throws with a message staff can act on. */
  setServerUrl(raw: string): DesktopSettings
}

export function createSettings(store: JsonStore<DesktopSettings>): SettingsService {
  let settings: DesktopSettings = store.read() ?? { serverUrl: null }
  return {
    get: () => ({ ...settings }),
    setServerUrl(raw) {
      const normalized = normalizeServerUrl(raw)
      if (!normalized.ok) throw new Error(normalized.error)
      settings = { ...settings, serverUrl: normalized.url }
      store.write(settings)
      return { ...settings }
    },
  }
}
