import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PublicConfig } from '@labsite/shared'

/** What the web app needs to know about this server before anyone logs in. */
const publicConfig: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/config',
    { config: { publicCache: true }, schema: { tags: ['operations'], response: { 200: PublicConfig } } },
    async () => ({
      ...(app.config.demo && app.demoAdmin
        ? { demo: true, demoAdmin: app.demoAdmin }
        : { demo: app.config.demo }),
      ...(app.paymentProvider ? { onlinePayment: app.paymentProvider.name } : {}),
    }),
  )
}

export default publicConfig
