import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { blogPostPath, PATHS, type PageKey, SEO_PAGES, SITE_LANGUAGES, servicePath } from '@labsite/shared'
import { escapeHtml } from '../../lib/rendering/page-metadata'
import { visitorRedirects } from './visitor-redirects'

/** The public pages worth finding in a search engine: those whose SEO staff may set (account and admin pages are left out). */
const SITEMAP_PAGES: readonly PageKey[] = SEO_PAGES

const day = (date: Date) => date.toISOString().slice(0, 10)

/** /sitemap.xml, /robots.txt and the redirects of typed addresses, served at the site root (outside /api). */
const seo: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.seoRepository
  const publicUrl = app.config.publicUrl
  await app.register(visitorRedirects)

  app.get(
    '/sitemap.xml',
    { config: { publicCache: true, cacheTags: ['service', 'blog-post'] }, schema: { tags: ['seo'] } },
    async (_request, reply) => {
      const [services, posts] = await Promise.all([repository.services(), repository.blogPosts()])
      const entries: { path: string; lastmod: string | null }[] = [
        ...SITEMAP_PAGES.map((key) => ({ path: PATHS[key], lastmod: null })),
        ...services.map((s) => ({ path: servicePath(s.id), lastmod: day(s.updatedAt) })),
        ...posts.map((p) => ({ path: blogPostPath(p.id), lastmod: day(p.updatedAt) })),
      ]
      // Each page in each language: the bare address (the site's default language) and one
      // per language, every one naming all of them as alternates, as the pages' hreflang links do.
      const urls = entries.flatMap(({ path, lastmod }) => {
        const bare = `${publicUrl}${path}`
        const versions = SITE_LANGUAGES.map((code) => ({ hreflang: code, href: `${bare}?lang=${code}` }))
        const alternates = [...versions, { hreflang: 'x-default', href: bare }]
          .map(
            ({ hreflang, href }) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
          )
          .join('')
        return [bare, ...versions.map((version) => version.href)].map(
          (loc) =>
            `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
        )
      })
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n')
      return reply.type('application/xml; charset=utf-8').send(xml)
    },
  )

  app.get(
    '/robots.txt',
    { config: { publicCache: true, cacheTags: [] }, schema: { tags: ['seo'] } },
    async (_request, reply) => {
      const text = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n')
      return reply.type('text/plain; charset=utf-8').send(text)
    },
  )
}

export default seo
