import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** The header a client sends its device token in when it logs in (web: kept in local storage). */
export const DEVICE_TOKEN_HEADER = 'x-device-token'

/** How long a device stays known after the login that named it: a device unused for half a year is new again. */
export const DEVICE_TOKEN_DAYS = 180
const DAY_MS = 86_400_000

/** What a device token is checked against: the account and its session generation. */
export interface DeviceOwner {
  id: string
  /** Bumped by a password change and by "log out everywhere": every device token issued before dies with it. */
  token_version: number
}

export interface KnownDevices {
  /** A token naming this account (and its current session generation), given with every successful login. */
  issue: (user: DeviceOwner) => string
  /**
   * Whether the request carries a token this server issued to `user`, less than DEVICE_TOKEN_DAYS old,
   * since the account's last password change or "log out everywhere".
   */
  recognises: (request: FastifyRequest, user: DeviceOwner) => boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Devices an account has signed in on (OWASP's "device cookie"): a login that presents the token
     * its account got on an earlier successful login is counted apart from guesses made elsewhere.
     */
    knownDevices: KnownDevices
  }
}

/**
 * `<user id>.<token version>.<issued, epoch seconds>.<random>.<signature>`: signed with a key derived
 * from the signing secret, kept nowhere. `now` is the clock tests move.
 */
export function createKnownDevices(secret: string, now: () => number = Date.now): KnownDevices {
  const key = createHmac('sha256', secret).update('labsite known devices').digest()
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  return {
    issue: (user) => {
      const issued = Math.floor(now() / 1000)
      const payload = `${user.id}.${user.token_version}.${issued}.${randomBytes(12).toString('base64url')}`
      return `${payload}.${sign(payload)}`
    },
    recognises: (request, user) => {
      const token = request.headers[DEVICE_TOKEN_HEADER]
      if (typeof token !== 'string' || token.length > 200) return false
      const cut = token.lastIndexOf('.')
      if (cut < 0) return false
      const payload = token.slice(0, cut)
      const expected = Buffer.from(sign(payload))
      const given = Buffer.from(token.slice(cut + 1))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
      const [userId, version, issued] = payload.split('.')
      const age = now() - Number(issued) * 1000
      return (
        userId === user.id &&
        version === String(user.token_version) &&
        age >= 0 &&
        age < DEVICE_TOKEN_DAYS * DAY_MS
      )
    },
  }
}

export default fp(
  async (app) => {
    app.decorate('knownDevices', createKnownDevices(app.config.jwtSecret))
  },
  { name: 'known-devices', dependencies: ['config'] },
)
