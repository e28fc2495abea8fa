import { isRecord } from '@labsite/shared'
import type { DesktopSettings } from '../shared/ipc-contract'
import { addressSafety, INSECURE_ADDRESS } from './connection-security'
import type { JsonStore } from './store'

export const SERVER_URL_HELP = 'Enter the server address starting with https://, e.g. https://lab.example.com'

const isStringList = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
const isStringRecord = (value: unknown) =>
  value === undefined ||
  (!!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string'))

export const isDesktopSettings = (value: unknown): value is DesktopSettings =>
  isRecord(value) &&
  'serverUrl' in value &&
  (value.serverUrl === null ||
    (typeof value.serverUrl === 'string' && normalizeServerUrl(value.serverUrl).ok)) &&
  isStringList(value.trustedLocalHosts) &&
  isStringRecord(value.trustedCertificates)

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
  /**
   * Validates and saves the server address; throws with a message staff can act on. An http://
   * address off this computer needs staff to accept the local-network warning first.
   */
  setServerUrl(raw: string): Promise<DesktopSettings>
  /**
   * An http:// address saved before addresses had to be https:// (or edited into the file) is not
   * used silently: staff accept the local-network warning for it, or it is dropped and asked anew.
   */
  reviewSavedAddress(): Promise<DesktopSettings>
  /** Trusts a self-signed certificate of `hostname` by its SHA-256 fingerprint (replacing an older one). */
  trustCertificate(hostname: string, fingerprint: string): DesktopSettings
}

export interface SettingsOptions {
  /** Shows the unencrypted-connection warning; true when staff chose to trust the address. */
  confirmLocalNetwork?: (origin: string) => Promise<boolean>
}

export function createSettings(
  store: JsonStore<DesktopSettings>,
  options: SettingsOptions = {},
): SettingsService {
  let settings: DesktopSettings = store.read() ?? { serverUrl: null }
  const save = (next: DesktopSettings) => {
    settings = next
    store.write(settings)
    return structuredClone(settings)
  }
  return {
    get: () => structuredClone(settings),
    async setServerUrl(raw) {
      const normalized = normalizeServerUrl(raw)
      if (!normalized.ok) throw new Error(normalized.error)
      const trusted = settings.trustedLocalHosts ?? []
      if (addressSafety(normalized.url, trusted) === 'insecure') {
        if (!(await options.confirmLocalNetwork?.(normalized.url))) throw new Error(INSECURE_ADDRESS)
        return save({
          ...settings,
          serverUrl: normalized.url,
          trustedLocalHosts: [...trusted, new URL(normalized.url).host],
        })
      }
      return save({ ...settings, serverUrl: normalized.url })
    },
    async reviewSavedAddress() {
      const saved = settings.serverUrl
      const trusted = settings.trustedLocalHosts ?? []
      if (!saved || addressSafety(saved, trusted) !== 'insecure') return structuredClone(settings)
      if (await options.confirmLocalNetwork?.(saved))
        return save({ ...settings, trustedLocalHosts: [...trusted, new URL(saved).host] })
      return save({ ...settings, serverUrl: null })
    },
    trustCertificate(hostname, fingerprint) {
      return save({
        ...settings,
        trustedCertificates: { ...settings.trustedCertificates, [hostname]: fingerprint },
      })
    },
  }
}
