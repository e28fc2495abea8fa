import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isKnownPagePath } from '@labsite/shared'
import fp from 'fastify-plugin'
import { renderPageHtml } from '../lib/page-metadata'
import { lookUpPage } from '../routes/seo/page-lookup'
import { createSeoRepository } from '../routes/seo/seo-repository'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Public uploads under /uploads, the built SPA (hashed assets cached for a year), and the page fallback:
 * known page routes get index.html with 200, anything else index.html with 404 (the SPA shows its 404 page);
 * unknown /api routes get the JSON 404 error. Each page's index.html carries its own title, description,
 * social tags, canonical URL and favicon (DESIGN §4.10), so search engines and link previews see real pages.
 */
export default fp(
  async (app) => {
    const uploadsDir = path.join(app.config.dataDir, 'uploads')
    mkdirSync(uploadsDir, { recursive: true, mode: 0o700 })
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      redirect: false,
      setHeaders: (res) => {
        res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        res.header('x-content-type-options', 'nosniff')
      },
    })

    const seoRepository = createSeoRepository(app.knex)
    const dist = app.config.webDistDir
    let indexHtml: string | null = null
    if (dist) {
      indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8')
      await app.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        index: false,
        wildcard: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          res.header(
            'cache-control',
            hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
          )
        },
      })
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0]
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/uploads/')
      if (!wantsPage || !indexHtml) {
        throw app.httpErrors.notFound(`Route ${request.method} ${pathname} not found`)
      }
      let status: number
      let html: string
      try {
        const page = await lookUpPage(seoRepository, app.config.publicUrl, pathname)
        status = page.status
        html = renderPageHtml(indexHtml, page.meta)
      } catch (error) {
        // Without the database the page still loads; only its metadata stays generic.
        request.log.error({ err: error }, 'page metadata lookup failed')
        status = isKnownPagePath(pathname) ? 200 : 404
        html = indexHtml
      }
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html)
    })
  },
  { name: 'web', dependencies: ['config', 'db'] },
)
