import { createHmac, timingSafeEqual } from 'node:crypto'
import { LINK_KEY_PREFIX } from '@labsite/shared'

export { LINK_KEY_PREFIX }

export type LinkCheck = 'valid' | 'expired' | 'invalid'

/**
 * Signed, expiring link keys stored nowhere: `L1-<expiry, base 36 seconds>-<HMAC of subject and
 * expiry>`, with a key derived from the signing secret and the links' purpose (so a key made for one
 * kind of link never opens another). Booking links and preview links use it.
 */
export function createLinkSigner(secret: string, purpose: string, now: () => number = () => Date.now()) {
  const key = createHmac('sha256', secret).update(purpose).digest()
  const sign = (subject: string, expires: string) =>
    createHmac('sha256', key).update(`${subject}:${expires}`).digest('base64url').slice(0, 32)
  return {
    /** A key opening `subject` for `ttlMs` from now, and when it stops. */
    keyFor(subject: string, ttlMs: number): { key: string; expiresAt: Date } {
      const expiresAtSeconds = Math.floor((now() + ttlMs) / 1000)
      const expires = expiresAtSeconds.toString(36)
      return {
        key: `${LINK_KEY_PREFIX}${expires}-${sign(subject, expires)}`,
        expiresAt: new Date(expiresAtSeconds * 1000),
      }
    },
    /** Whether `given` was made for `subject` by this server ('invalid'), and if so whether it still opens. */
    check(subject: string, given: string): LinkCheck {
      if (!given.startsWith(LINK_KEY_PREFIX)) return 'invalid'
      // The signature is base64url, which has '-' of its own: the expiry ends at the first one.
      const body = given.slice(LINK_KEY_PREFIX.length)
      const cut = body.indexOf('-')
      const [expires, signature] = [body.slice(0, cut), body.slice(cut + 1)]
      if (cut < 1 || !/^[0-9a-z]+$/.test(expires)) return 'invalid'
      const expected = Buffer.from(sign(subject, expires))
      const actual = Buffer.from(signature)
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid'
      const expiresAt = Number.parseInt(expires, 36) * 1000
      return Number.isFinite(expiresAt) && expiresAt > now() ? 'valid' : 'expired'
    },
  }
}
