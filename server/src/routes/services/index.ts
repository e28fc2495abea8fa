import type { FastifyPluginAsync } from 'fastify'
import { crudReadRoutes } from '../../lib/crud-routes'
import { serviceWriteRoutes } from './service-writes'
import { servicesResource } from './services-repository'

/** GET /service, GET /service/:id (public); POST, PUT, DELETE (admin, JSON or the spec's multipart form). */
const services: FastifyPluginAsync = async (app) => {
  await app.register(crudReadRoutes(servicesResource))
  await app.register(serviceWriteRoutes)
}

export default services
