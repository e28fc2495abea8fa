import type { MessageBoxOptions, Session } from 'electron'
import { createCertificateVerifier, untrustedCertificateWarning } from '../certificate-trust'
import type { SettingsService } from '../settings'

/**
 * A self-signed certificate of the lab's server is accepted only by the fingerprint staff trusted:
 * installs the session's certificate check, and when staff trust a certificate it offered, keeps the
 * fingerprint, drops the connections Chromium judged under the old rules and loads the page again.
 */
export function installCertificateTrust(
  session: Pick<Session, 'setCertificateVerifyProc' | 'closeAllConnections'>,
  deps: {
    settings: Pick<SettingsService, 'get' | 'trustCertificate'>
    ask(options: MessageBoxOptions): Promise<boolean>
    window: { current(): { webContents: { reload(): void } } | null }
  },
): void {
  const { settings } = deps
  const verifyCertificate = createCertificateVerifier({
    trustedFingerprint: (host) => settings.get().trustedCertificates?.[host],
    serverHostname: () => {
      const server = settings.get().serverUrl
      return server ? new URL(server).hostname : null
    },
    offerTrust: (host, fingerprint) =>
      void deps.ask(untrustedCertificateWarning(host, fingerprint)).then((trusted) => {
        if (!trusted) return
        settings.trustCertificate(host, fingerprint)
        // Forget verdicts Chromium cached under the old rules, then load again.
        session.setCertificateVerifyProc(verifyCertificate)
        void session.closeAllConnections().then(() => deps.window.current()?.webContents.reload())
      }),
  })
  session.setCertificateVerifyProc(verifyCertificate)
}
