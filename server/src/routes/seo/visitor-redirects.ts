import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { VISITOR_REDIRECTS } from '@labsite/shared'

/**
 * GET /about, /contact, /refer, /packages, /tests: 301 to the page that serves them. A query the
 * visitor typed is kept (`/tests?q=lipid` → `/blood-test?q=lipid`).
 */
export const visitorRedirects: FastifyPluginAsyncTypebox = async (app) => {
  for (const [from, to] of Object.entries(VISITOR_REDIRECTS)) {
    app.get(
      from,
      {
        schema: {
          tags: ['seo'],
          summary: `Permanent redirect to ${to}`,
          response: { 301: { type: 'null', description: `Location: ${to}` } },
        },
      },
      async (request, reply) => {
        const typedAt = request.url.indexOf('?')
        const typed = typedAt >= 0 ? request.url.slice(typedAt + 1) : ''
        const [base, fragment = ''] = to.split('#')
        const [pathname, ownQuery] = base.split('?')
        const query = [ownQuery, typed].filter(Boolean).join('&')
        const location = `${pathname}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`
        return reply.redirect(location, 301)
      },
    )
  }
}
