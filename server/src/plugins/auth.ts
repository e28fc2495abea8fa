import { randomUUID } from 'node:crypto'
import jwt from '@fastify/jwt'
import type { Role } from '@labsite/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { BEARER } from '../lib/kits/route-answers'

export interface AuthUser {
  id: string
  role: Role
  email: string
  name: string
  /** The session: the token's id (null for a token issued before tokens had one) and version. */
  tokenId: string | null
  tokenVersion: number
}

interface TokenPayload {
  sub: string
  role: Role
  /** The user's token version when the token was issued; a reset or "log out everywhere" bumps it. */
  tv: number
  /** This token's own id: logout lists it in revoked_tokens. */
  jti?: string
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload
    user: AuthUser
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook, or called from a handler: a valid token of an existing user whose token version
     * still matches (sets `request.user`), else 401.
     */
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>
    /**
     * Optional sign-in: the caller's account when the request carries a valid session token (and
     * `request.user` is set), else null; a missing, stale or ended token is no error here.
     */
    signedInUser: (request: FastifyRequest) => Promise<AuthUser | null>
    /** onRequest hook: authenticated and at least `role` (visitor < staff < admin). */
    requireRole: (role: Role) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    issueToken: (user: { id: string; role: Role; token_version: number }) => string
    /** Ends one session (logout): its token is refused from now on, on every server process. */
    revokeToken: (tokenId: string) => Promise<void>
    /** Every route registered after this plugin, so the role sweep test can prove each one is guarded. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>
  }
}

const RANK: Record<Role, number> = { visitor: 0, staff: 1, admin: 2 }
const EXPIRY: Record<Role, string> = { visitor: '7d', staff: '12h', admin: '12h' }
/** The longest life of any token (EXPIRY): how long a revoked token id must be remembered. */
const LONGEST_TOKEN_MS = 7 * 24 * 3600 * 1000
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256' },
      // Only our own algorithm: a token claiming `none`, RS256 or HS512 is refused, whatever it carries.
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] },
    })

    const registeredRoutes: { method: string; url: string }[] = []
    app.decorate('registeredRoutes', registeredRoutes)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url })
    })

    app.decorate('issueToken', (user) =>
      app.jwt.sign(
        { sub: user.id, role: user.role, tv: user.token_version, jti: randomUUID() },
        { expiresIn: EXPIRY[user.role] },
      ),
    )

    async function authenticate(request: FastifyRequest) {
      if (!request.headers.authorization) throw app.httpErrors.unauthorized('Please log in to continue')
      let payload: TokenPayload
      try {
        payload = await request.jwtVerify<TokenPayload>()
      } catch {
        throw app.httpErrors.unauthorized('Your session is invalid or has expired. Please log in again.')
      }
      if (typeof payload.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) {
        throw app.httpErrors.unauthorized('Your session is invalid or has expired. Please log in again.')
      }
      const tokenId = isUuid(payload.jti) ? payload.jti : null
      const user = await app.usersRepository.findSession(payload.sub, tokenId)
      if (!user || user.revoked || typeof payload.tv !== 'number' || user.token_version !== payload.tv) {
        throw app.httpErrors.unauthorized('Your session has ended. Please log in again.')
      }
      request.user = {
        id: user.id,
        role: user.role,
        email: user.email,
        name: user.name,
        tokenId,
        tokenVersion: user.token_version,
      }
    }

    app.decorate('revokeToken', async (tokenId: string) => {
      await app.revokedTokensRepository.revoke(tokenId, new Date(Date.now() + LONGEST_TOKEN_MS))
    })
    app.scheduler.add({
      name: 'revoked-tokens-purge',
      everyMs: 3600_000,
      run: async () => {
        await app.revokedTokensRepository.purgeExpired(new Date())
      },
    })

    const tokenChecks = new WeakSet<object>([authenticate])
    app.decorate('authenticate', authenticate)
    app.decorate('signedInUser', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return null
      try {
        await authenticate(request)
      } catch {
        return null
      }
      return request.user
    })
    app.decorate('requireRole', (role: Role) => {
      const check = async (request: FastifyRequest) => {
        await authenticate(request)
        if (RANK[request.user.role] < RANK[role]) {
          throw app.httpErrors.forbidden('You do not have permission to do this')
        }
      }
      tokenChecks.add(check)
      return check
    })
    // A route that checks the token is marked as secured in the OpenAPI document by that fact, so no
    // route can forget to say so (a review once found 14 that had). Runs before the document reads the route.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat() as object[]
      if (!route.schema || !hooks.some((hook) => tokenChecks.has(hook))) return
      route.schema.security ??= BEARER
    })
  },
  { name: 'auth', dependencies: ['config', 'db', 'repositories', 'scheduler'] },
)
