import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import health from './health'
import services from './services'

/** Every API resource, mounted under /api. Each resource is a folder: routes, queries and tests together. */
const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(health)
  await app.register(services)
}

export default apiRoutes
