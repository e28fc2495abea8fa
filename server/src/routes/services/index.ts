import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { ErrorBody, IdParams, Service } from '@labsite/shared'
import { setVersionEtag } from '../../lib/versioning'
import { createServicesRepository } from './services-repository'

const services: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createServicesRepository(app.knex)

  app.get(
    '/service',
    {
      config: { publicCache: true },
      schema: { tags: ['services'], response: { 200: Type.Array(Service) } },
    },
    async () => repository.list(),
  )

  app.get(
    '/service/:id',
    {
      config: { publicCache: true },
      schema: { tags: ['services'], params: IdParams, response: { 200: Service, 404: ErrorBody } },
    },
    async (request, reply) => {
      const service = await repository.findById(request.params.id)
      if (!service) throw app.httpErrors.notFound('Service not found')
      setVersionEtag(reply, service.version)
      return service
    },
  )
}

export default services
