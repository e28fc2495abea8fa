import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** The header a client sends its device token in when it logs in (web: kept in local storage). */
export const DEVICE_TOKEN_HEADER = 'x-device-token'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Devices an account has signed in on (OWASP's "device cookie"): a login that presents the token
     * its account got on an earlier successful login is never locked out by guesses made elsewhere.
     */
    knownDevices: {
      /** A token naming this account, given with every successful login. */
      issue: (userId: string) => string
      /** Whether the request carries a token issued to `userId` by this server. */
      recognises: (request: FastifyRequest, userId: string) => boolean
    }
  }
}

/** `<user id>.<random>.<signature>`: signed with a key derived from the signing secret, kept nowhere. */
export default fp(
  async (app) => {
    const key = createHmac('sha256', app.config.jwtSecret).update('labsite known devices').digest()
    const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

    app.decorate('knownDevices', {
      issue: (userId: string) => {
        const payload = `${userId}.${randomBytes(12).toString('base64url')}`
        return `${payload}.${sign(payload)}`
      },
      recognises: (request: FastifyRequest, userId: string) => {
        const token = request.headers[DEVICE_TOKEN_HEADER]
        if (typeof token !== 'string' || token.length > 200) return false
        const cut = token.lastIndexOf('.')
        const payload = token.slice(0, cut)
        if (cut < 0 || payload.split('.')[0] !== userId) return false
        const expected = Buffer.from(sign(payload))
        const given = Buffer.from(token.slice(cut + 1))
        return given.length === expected.length && timingSafeEqual(given, expected)
      },
    })
  },
  { name: 'known-devices', dependencies: ['config'] },
)
