import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { BRAND_NAME } from '@labsite/shared'
import fp from 'fastify-plugin'

/**
 * The OpenAPI document generated from the route schemas (/api/docs/json) and Swagger UI (/api/docs).
 * Registered before the routes: @fastify/swagger only sees routes added after it.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${BRAND_NAME} API`,
          version: '1.0.0',
          description:
            'Catalogue, content, enquiries and accounts of the lab website. Writes need `Authorization: Bearer <jwt>`; ' +
            'single records carry `ETag: "<version>"` and writes honour `If-Match` (412 when stale); ' +
            'any POST may carry `Idempotency-Key`.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    })

    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null, deepLinking: true },
      // The site's CSP (security plugin) allows no inline script; Swagger UI gets its own policy with the
      // hashes of its inline parts. upgrade-insecure-requests is dropped so the docs work over plain http.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      transformSpecificationClone: true,
    })
  },
  { name: 'openapi' },
)
