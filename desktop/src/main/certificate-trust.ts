import { X509Certificate } from 'node:crypto'
import type { Certificate, MessageBoxOptions } from 'electron'

/*
 * A lab server with a self-signed certificate can be trusted by its SHA-256 fingerprint, for that
 * host only, once staff compared it; certificate checks are never turned off.
 */

/** The certificate's SHA-256 fingerprint as browsers show it: `AB:CD:…` (32 bytes, upper-case hex). */
export function sha256Fingerprint(certificate: Pick<Certificate, 'data'>): string {
  return new X509Certificate(certificate.data).fingerprint256.toUpperCase()
}

export function untrustedCertificateWarning(host: string, fingerprint: string): MessageBoxOptions {
  return {
    type: 'warning',
    title: 'Unknown certificate',
    message: `The server ${host} uses a certificate no known authority vouches for.`,
    detail: `If your lab runs its own server with a self-signed certificate, compare this SHA-256 fingerprint with the one your administrator gave you, character by character:\n\n${fingerprint}\n\nTrust it only if they match. If the fingerprint ever changes, you will be asked again.`,
    buttons: ['Cancel', 'Trust this certificate'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  }
}

/** Chromium's answers for `setCertificateVerifyProc`: accept, reject, or keep Chromium's own verdict. */
export const VERIFY = { accept: 0, reject: -2, useChromium: -3 } as const

export interface CertificateTrustDeps {
  /** Fingerprints staff trusted, by host (`lab.local:8443`'s host name). */
  trustedFingerprint(hostname: string): string | undefined
  /** The host of the configured server: only its certificate may be offered for trust. */
  serverHostname(): string | null
  /** Ask staff (once per host and fingerprint per run) whether to trust an unknown certificate. */
  offerTrust(hostname: string, fingerprint: string): void
}

interface VerifyRequest {
  hostname: string
  certificate: Pick<Certificate, 'data'>
  verificationResult: string
}

/**
 * The session's certificate check: whatever Chromium accepts stays accepted; a certificate it rejects
 * is accepted only when it is exactly the one staff trusted for that host. Anything else is rejected,
 * and if it is the lab server's, staff are offered to compare and trust its fingerprint.
 */
export function createCertificateVerifier(deps: CertificateTrustDeps) {
  const offered = new Set<string>()
  return (request: VerifyRequest, callback: (verdict: number) => void) => {
    if (request.verificationResult === 'net::OK') return callback(VERIFY.useChromium)
    let fingerprint: string
    try {
      fingerprint = sha256Fingerprint(request.certificate)
    } catch {
      return callback(VERIFY.reject)
    }
    if (deps.trustedFingerprint(request.hostname) === fingerprint) return callback(VERIFY.accept)
    callback(VERIFY.useChromium)
    const key = `${request.hostname} ${fingerprint}`
    if (request.hostname === deps.serverHostname() && !offered.has(key)) {
      offered.add(key)
      deps.offerTrust(request.hostname, fingerprint)
    }
  }
}
