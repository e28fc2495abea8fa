import { describe, expect, it, vi } from 'vitest'
import { createCertificateVerifier, sha256Fingerprint, VERIFY } from './certificate-trust'
import { addressSafety, isLoopbackHost } from './connection-security'

/** A self-signed certificate of a lab's own server (CN=lab.local), as Electron hands it over (PEM). */
const SELF_SIGNED = `-----BEGIN CERTIFICATE-----
MIIBfTCCASOgAwIBAgIUXnwjNWJLuYbFuZQF0/igLjFSt2YwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbGFiLmxvY2FsMB4XDTI2MTEyMzAxMjEwNloXDTM2MTEyMDAx
MjEwNlowFDESMBAGA1UEAwwJbGFiLmxvY2FsMFkwEwYHKoZIzj0CAQYIKoZIzj0D
AQcDQgAEhSbnQNAJNogByD/7+015TW/OuLBfU5MHQeHTKYD/skDv10+O5z5+DU7C
WUWpiz1BnG9lnam/vr8H9ExzWmSMXaNTMFEwHQYDVR0OBBYEFHJ/o2UAZ8FZAEyP
wea3CA3Jvmd7MB8GA1UdIwQYMBaAFHJ/o2UAZ8FZAEyPwea3CA3Jvmd7MA8GA1Ud
EwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIhAOIphH2xjkkpNtJjLSbgfbpD
LlrCVthXPZx/tRwUvSobAiAO2UJ+sADomkaZ3n9PoFPZJ0Twbmnb3cMzDVOxkyf5
hg==
-----END CERTIFICATE-----
`
const ITS_FINGERPRINT =
  '08:65:3D:97:AD:9A:53:21:0B:1D:4C:5B:17:49:93:14:27:F8:A0:14:25:AF:49:81:11:BB:B9:03:F4:C2:8C:BA'

describe('which server addresses are safe to send the staff token to', () => {
  it('takes https anywhere, http only on this computer or a network staff trusted', () => {
    expect(addressSafety('https://lab.example.com', [])).toBe('https')
    expect(addressSafety('http://localhost:3000', [])).toBe('loopback')
    expect(addressSafety('http://127.0.0.1:3100', [])).toBe('loopback')
    expect(addressSafety('http://[::1]:3000', [])).toBe('loopback')
    expect(addressSafety('http://lab.example.com', [])).toBe('insecure')
    expect(addressSafety('http://192.168.1.20:3000', [])).toBe('insecure')
    expect(addressSafety('http://192.168.1.20:3000', ['192.168.1.20:3000'])).toBe('trusted-local-network')
    // Trust is per host and port, not per network.
    expect(addressSafety('http://192.168.1.20:8080', ['192.168.1.20:3000'])).toBe('insecure')
  })

  it('does not take look-alikes of localhost for this computer', () => {
    expect(isLoopbackHost('localhost.evil.com')).toBe(false)
    expect(isLoopbackHost('127.0.0.1.nip.io')).toBe(false)
    expect(isLoopbackHost('app.localhost')).toBe(true)
  })
})

describe('a self-signed certificate of the lab server', () => {
  const request = (hostname: string, verificationResult = 'net::ERR_CERT_AUTHORITY_INVALID') => ({
    hostname,
    certificate: { data: SELF_SIGNED },
    verificationResult,
  })

  function verifier(trusted: Record<string, string> = {}) {
    const offerTrust = vi.fn()
    const verify = createCertificateVerifier({
      trustedFingerprint: (host) => trusted[host],
      serverHostname: () => 'lab.local',
      offerTrust,
    })
    const verdict = (req: ReturnType<typeof request>) => {
      let answer: number | undefined
      verify(req, (value) => {
        answer = value
      })
      return answer
    }
    return { verdict, offerTrust }
  }

  it('shows the fingerprint as browsers do', () => {
    expect(sha256Fingerprint({ data: SELF_SIGNED })).toBe(ITS_FINGERPRINT)
  })

  it('is rejected by Chromium and offered to staff once, with its fingerprint', () => {
    const { verdict, offerTrust } = verifier()
    expect(verdict(request('lab.local'))).toBe(VERIFY.useChromium)
    expect(verdict(request('lab.local'))).toBe(VERIFY.useChromium)
    expect(offerTrust.mock.calls).toEqual([['lab.local', ITS_FINGERPRINT]])
  })

  it('is accepted once trusted, for that host only', () => {
    const { verdict, offerTrust } = verifier({ 'lab.local': ITS_FINGERPRINT })
    expect(verdict(request('lab.local'))).toBe(VERIFY.accept)
    expect(verdict(request('other.example'))).toBe(VERIFY.useChromium)
    expect(offerTrust).not.toHaveBeenCalled()
  })

  it('is not accepted when a different certificate was trusted (a changed or intercepted one)', () => {
    const { verdict, offerTrust } = verifier({ 'lab.local': ITS_FINGERPRINT.replace('08', '09') })
    expect(verdict(request('lab.local'))).toBe(VERIFY.useChromium)
    expect(offerTrust).toHaveBeenCalledTimes(1)
  })

  it('leaves certificates Chromium accepts alone and never offers trust for other sites', () => {
    const { verdict, offerTrust } = verifier()
    expect(verdict(request('lab.local', 'net::OK'))).toBe(VERIFY.useChromium)
    expect(verdict(request('tracker.example'))).toBe(VERIFY.useChromium)
    expect(offerTrust).not.toHaveBeenCalled()
    expect(verdict({ ...request('lab.local'), certificate: { data: 'not a certificate' } })).toBe(
      VERIFY.reject,
    )
  })
})
