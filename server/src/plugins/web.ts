import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isKnownPagePath } from '@labsite/shared'
import fp from 'fastify-plugin'
import { renderPageHtml } from '../lib/page-metadata'
import { lookUpPage, PAGE_SOURCES } from '../routes/seo/page-lookup'
import { createSeoRepository } from '../routes/seo/seo-repository'
import type { AnswerToRemember } from './http-cache'

const YEAR_SECONDS = 365 * 24 * 60 * 60

const pageAnswer = (status: number, body: string, transient = false): AnswerToRemember => ({
  status,
  body,
  tags: PAGE_SOURCES,
  transient,
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
})

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
        // The build writes .br and .gz copies of every compressible file (web/scripts/precompress.mjs).
        preCompressed: true,
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
      // The page HTML depends on the path alone (never the query), so one copy serves every visitor.
      return app.pageCache.respond(request, reply, `page:${pathname}`, async () => {
        const html = indexHtml as string
        try {
          const page = await lookUpPage(seoRepository, app.config.publicUrl, pathname)
          return pageAnswer(page.status, renderPageHtml(html, page.meta))
        } catch (error) {
          // Without the database the page still loads; only its metadata stays generic (and is not kept).
          request.log.error({ err: error }, 'page metadata lookup failed')
          return pageAnswer(isKnownPagePath(pathname) ? 200 : 404, html, true)
        }
      })
    })
  },
  { name: 'web', dependencies: ['config', 'db', 'http-cache'] },
)
