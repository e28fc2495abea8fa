import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { crudReadRoutes, crudStaffReadRoutes } from '../../lib/kits/crud-routes'
import { reorderRoute } from '../../lib/kits/reorder-route'
import { serviceWriteRoutes } from './service-writes'
import { servicesResource } from './services-repository'

/** GET /service, GET /service/:id (public, and for staff under /admin/edit); POST, PUT, DELETE (admin, JSON or the first client's multipart form); PUT /service/reorder/all. */
const services: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudReadRoutes(servicesResource))
  await app.register(crudStaffReadRoutes(servicesResource))
  await app.register(serviceWriteRoutes)
  await app.register(reorderRoute(servicesResource))
}

export default services
