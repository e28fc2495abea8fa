import { isOneOf } from '@labsite/shared'
import fp from 'fastify-plugin'
import FindMyWay from 'find-my-way'

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path, e.g. ['DELETE', 'GET', 'HEAD', 'PUT']; [] for none. */
    allowedMethods(pathname: string): string[]
  }
}

const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const

/**
 * Knows every route by its method, so a request for a path that exists with another method can be
 * told 405 and what is allowed (RFC 9110 §15.5.6) rather than 404. Registered before the routes: it
 * learns them as they are added.
 */
export default fp(
  async (app) => {
    const router = FindMyWay()
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (!isOneOf(METHODS, method)) continue
        // A path registered twice for one method (a constraint, a HEAD added for a GET) is known already.
        if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => {})
      }
    })
    app.decorate('allowedMethods', (pathname: string) =>
      METHODS.filter((method) => router.find(method, pathname) !== null),
    )
  },
  { name: 'allowed-methods' },
)
