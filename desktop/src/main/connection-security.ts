import type { MessageBoxOptions } from 'electron'

/**
 * Secure connections to the lab's server. The staff token travels with every request, so
 * the address must be https://. Plain http:// is accepted only for this computer (localhost) and for
 * an address staff explicitly mark as their lab's own network after a warning. (Self-signed
 * certificates: certificate-trust.ts.) Free of Node APIs: the renderer's stand-in bridge runs it too.
 */

export const INSECURE_ADDRESS =
  'This address uses http://, so your password and patient details would cross the network unencrypted. Use the https:// address of the lab server.'

/** Loopback names and addresses: traffic that never leaves this computer. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  )
}

export type AddressSafety = 'https' | 'loopback' | 'trusted-local-network' | 'insecure'

/** How an (already normalised) origin may be used: only `insecure` is refused. */
export function addressSafety(origin: string, trustedLocalHosts: readonly string[]): AddressSafety {
  const url = new URL(origin)
  if (url.protocol === 'https:') return 'https'
  if (isLoopbackHost(url.hostname)) return 'loopback'
  return trustedLocalHosts.includes(url.host) ? 'trusted-local-network' : 'insecure'
}

/** The warning staff must accept before an http:// address on their network is used. */
export function localNetworkWarning(origin: string): MessageBoxOptions {
  return {
    type: 'warning',
    title: 'Unencrypted connection',
    message: `${origin} is not encrypted (http://).`,
    detail:
      'Anyone on the same network could read the staff password and patient details sent to it. Only continue if this server is inside your lab and the network is your own (not public Wi-Fi). Ask your administrator for an https:// address when possible.',
    buttons: ['Cancel', 'Trust this local network address'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  }
}
