import type { OnHeadersReceivedListenerDetails, Session } from 'electron'

export interface CspOptions {
  /** The configured lab server's origin (null before the first-run screen). */
  serverOrigin: string | null
  /** Origin of the Vite dev server in `electron-vite dev` (its HMR socket and inline preamble). */
  devServerOrigin?: string | null
}

/**
 * The renderer's Content-Security-Policy: scripts only from the app itself, no plugins, no framing,
 * no forms posting elsewhere. The API is reached through the app's own origin (see app-protocol.ts),
 * so connect-src is the app plus, at most, the configured server. Images may come from any https
 * address (content links external pictures) and from the server. Inline styles are allowed because
 * Mantine injects <style> tags.
 */
export function contentSecurityPolicy({ serverOrigin, devServerOrigin }: CspOptions): string {
  const server = serverOrigin ? [serverOrigin] : []
  const dev = devServerOrigin ? new URL(devServerOrigin) : null
  const devSocket = dev ? [`ws://${dev.host}`] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...server],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...server, ...devSocket],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Headers with any policy the response brought replaced by ours (header names are case-insensitive). */
export function withPolicy(
  headers: Record<string, string[] | string> | undefined,
  policy: string,
): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') continue
    out[name] = Array.isArray(value) ? value : [value]
  }
  out['Content-Security-Policy'] = [policy]
  return out
}

/**
 * Puts the policy on every document the console loads (main frame and frames). Requests the page
 * makes for data keep their headers untouched. The policy is computed per response so a changed
 * server address applies at the next load.
 */
export function installContentSecurityPolicy(
  session: Pick<Session, 'webRequest'>,
  policy: () => string,
): void {
  session.webRequest.onHeadersReceived((details: OnHeadersReceivedListenerDetails, callback) => {
    if (details.resourceType !== 'mainFrame' && details.resourceType !== 'subFrame') {
      callback({})
      return
    }
    callback({ responseHeaders: withPolicy(details.responseHeaders, policy()) })
  })
}
