import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isKnownPagePath, type SiteLanguage, siteLanguageOf } from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { FIRST_SCREEN_SOURCES, renderHomeHtml } from '../lib/rendering/home-first-screen'
import { pageFirstScreenOf } from '../lib/rendering/page-first-screens'
import { renderPageHtml } from '../lib/rendering/page-metadata'
import { lookUpPage, PAGE_SOURCES } from '../routes/seo/page-lookup'
import { pageLanguageOf } from './fast-reads'
import { type FirstScreenReads, firstScreenReads } from './first-screen-reads'
import type { AnswerToRemember } from './http-cache'

const YEAR_SECONDS = 365 * 24 * 60 * 60

const HOME_SOURCES = [...new Set([...PAGE_SOURCES, ...FIRST_SCREEN_SOURCES])]

const pageAnswer = (
  status: number,
  body: string,
  transient = false,
  /** 'any': the page is read from many resources, and any change may alter it. */
  tags: readonly string[] | 'any' = PAGE_SOURCES,
): AnswerToRemember => ({
  status,
  body,
  tags: tags === 'any' ? undefined : tags,
  transient,
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
})

/**
 * Security headers that only a document (or a worker) obeys. A page loads 30–40 hashed scripts and
 * stylesheets; carrying these on each cost ~600 bytes of a phone's first visit per file.
 * `nosniff` and the resource policy stay: they are the ones a script or a stylesheet is checked against.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const

/** Public uploads under /uploads, kept a year (an upload's name changes with its content). */
async function serveUploads(app: FastifyInstance) {
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
}

/** The built SPA (hashed assets cached for a year); its index.html, or null without a build. */
async function serveBuiltApp(app: FastifyInstance): Promise<string | null> {
  const dist = app.config.webDistDir
  if (!dist) return null
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8')
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
      if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name)
    },
  })
  return indexHtml
}

/** A request that is not for a page: 405 on a route that answers other methods, else the JSON 404. */
function refuseNonPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): never {
  const allowed = app.allowedMethods(pathname)
  // A route that answers this method but found nothing (a missing upload) is a plain 404.
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    reply.header('allow', allowed.join(', '))
    throw app.httpErrors.methodNotAllowed(
      `${request.method} is not allowed on ${pathname}; use ${allowed.join(', ')}`,
    )
  }
  throw app.httpErrors.notFound(`Route ${request.method} ${pathname} not found`)
}

/**
 * A page's HTML in one language: its metadata, and its first screen where it has one. Throws when the
 * page's metadata cannot be read.
 */
async function renderPage(
  app: FastifyInstance,
  reads: FirstScreenReads,
  html: string,
  pathname: string,
  /** Asked for with ?lang=; null: the site's default. */
  language: SiteLanguage | null,
): Promise<AnswerToRemember> {
  const page = await lookUpPage(app.seoRepository, app.config.publicUrl, pathname, language)
  const pageHtml = renderPageHtml(html, page.meta)
  if (page.status !== 200) return pageAnswer(page.status, pageHtml)
  // The first screen is drawn in the page's language (its `<html lang>`), as the app will show it.
  const pageLanguage = siteLanguageOf(page.meta.language)
  const screen = pageFirstScreenOf(pathname)
  if (screen) {
    // A page without its first screen (a read failed) is sent but not kept: the next visit tries again.
    const withScreen = await reads.renderPageWithFirstScreen(pageHtml, screen, pageLanguage)
    return withScreen ? pageAnswer(200, withScreen, false, 'any') : pageAnswer(200, pageHtml, true)
  }
  if (pathname !== '/') return pageAnswer(page.status, pageHtml)
  const firstScreen = await reads.readHomeFirstScreen(pageLanguage)
  if (!firstScreen) return pageAnswer(page.status, pageHtml, true, HOME_SOURCES)
  return pageAnswer(
    page.status,
    renderHomeHtml(pageHtml, firstScreen.queries, firstScreen.data),
    false,
    HOME_SOURCES,
  )
}

/**
 * Public uploads under /uploads, the built SPA (hashed assets cached for a year), and the page fallback:
 * known page routes get index.html with 200, anything else index.html with 404 (the SPA shows its 404 page);
 * unknown /api routes get the JSON 404 error. Each page's index.html carries its own title, description,
 * social tags, canonical URL and favicon, so search engines and link previews see real pages.
 */
export default fp(
  async (app) => {
    await serveUploads(app)
    const reads = firstScreenReads(app)
    const indexHtml = await serveBuiltApp(app)

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0]
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/uploads/')
      if (!wantsPage || !indexHtml) refuseNonPage(app, request, reply, pathname)
      // The page HTML depends on the path and the language asked for (?lang=en|hi, else the site's
      // default) alone, so one copy per language serves every visitor.
      const language = pageLanguageOf(request.url)
      const html = indexHtml
      return app.pageCache.respond(request, reply, pathname, language, async () => {
        try {
          return await renderPage(app, reads, html, pathname, language)
        } catch (error) {
          // Without the database the page still loads; only its metadata stays generic (and is not kept).
          request.log.error({ err: error }, 'page metadata lookup failed')
          return pageAnswer(isKnownPagePath(pathname) ? 200 : 404, html, true)
        }
      })
    })
  },
  { name: 'web', dependencies: ['config', 'db', 'repositories', 'http-cache'] },
)
