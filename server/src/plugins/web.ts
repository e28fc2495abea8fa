import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import {
  HOME_SERVICES_COUNT,
  isKnownPagePath,
  PUBLIC_READS,
  readUrl,
  type SiteLanguage,
  servicesRead,
  siteLanguageOf,
  toHeroImages,
} from '@labsite/shared'
import fp from 'fastify-plugin'
import {
  FIRST_SCREEN_CSS,
  FIRST_SCREEN_READS,
  FIRST_SCREEN_SOURCES,
  type FirstScreenData,
  firstScreenData,
  HEADER_READS,
  headerData,
  type InitialQueries,
  imagePreload,
  readUrlIn,
  renderHomeHtml,
  srcSetOf,
  uploadBaseName,
  withFirstScreen,
} from '../lib/rendering/home-first-screen'
import {
  PAGE_FIRST_SCREEN_CSS,
  type PageRead,
  pageFirstScreenOf,
  renderPageFirstScreen,
} from '../lib/rendering/page-first-screens'
import { renderPageHtml } from '../lib/rendering/page-metadata'
import { lookUpPage, PAGE_SOURCES } from '../routes/seo/page-lookup'
import { pageLanguageOf } from './fast-reads'
import type { AnswerToRemember } from './http-cache'

const YEAR_SECONDS = 365 * 24 * 60 * 60

const HOME_SOURCES = [...new Set([...PAGE_SOURCES, ...FIRST_SCREEN_SOURCES])]

/**
 * What the app's shell reads on every page whatever the page shows: the tab title's SEO override and the
 * footer's packages. Carried in `#initial-data` with the page's own reads, so that the app does not
 * fetch them after its start and then render the whole page a second time when they arrive (two long
 * tasks on a phone, in the total blocking time of every page).
 */
const APP_SHELL_READS: readonly PageRead[] = [PUBLIC_READS.pageSeo, servicesRead(HOME_SERVICES_COUNT)]

/** The shell's reads a page does not already make itself (the home page reads the footer's packages). */
const shellReadsBesides = (reads: readonly PageRead[]): PageRead[] =>
  APP_SHELL_READS.filter(
    (shell) => !reads.some((read) => JSON.stringify(read.key) === JSON.stringify(shell.key)),
  )

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

/**
 * Public uploads under /uploads, the built SPA (hashed assets cached for a year), and the page fallback:
 * known page routes get index.html with 200, anything else index.html with 404 (the SPA shows its 404 page);
 * unknown /api routes get the JSON 404 error. Each page's index.html carries its own title, description,
 * social tags, canonical URL and favicon, so search engines and link previews see real pages.
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

    const seoRepository = app.seoRepository

    /**
     * A first screen reads the public API itself (through its cache), in the page's language, so the
     * page carries exactly the answers the app would fetch (a paged list as the app keeps it); null when
     * one fails (a missing record, an outage): the page is then served without a first screen.
     */
    async function readAll(reads: readonly PageRead[], language: SiteLanguage): Promise<unknown[] | null> {
      const answers = await Promise.all(
        reads.map(async (read) => {
          const response = await app.inject({ method: 'GET', url: readUrlIn(readUrl(read), language) })
          if (response.statusCode !== 200) return undefined
          const body: unknown = response.json()
          return read.paged
            ? { [read.paged]: body, total: Number(response.headers['x-total-count'] ?? 0) }
            : body
        }),
      )
      return answers.some((answer) => answer === undefined) ? null : answers
    }

    /** The srcset of an upload stored at several widths (none for other images). */
    async function srcSetOfImage(url: string | undefined): Promise<string | undefined> {
      const baseName = url ? uploadBaseName(url) : null
      const media = baseName ? await app.mediaRepository.findUpload(baseName) : null
      return srcSetOf(media?.variants ?? [])
    }

    async function readFirstScreen(
      language: SiteLanguage,
    ): Promise<{ queries: InitialQueries; data: FirstScreenData } | null> {
      const reads = [...FIRST_SCREEN_READS, ...shellReadsBesides(FIRST_SCREEN_READS)]
      const answers = await readAll(reads, language)
      if (!answers) return null
      const heroUrl = toHeroImages(firstScreenData(answers, language).backgroundImages)[0]?.url
      return {
        queries: reads.map((read, index) => [read.key, answers[index]]),
        data: firstScreenData(answers, language, await srcSetOfImage(heroUrl)),
      }
    }

    /** Another public page with its first screen, or null when a read failed (a missing record). */
    async function renderPageWithFirstScreen(
      html: string,
      screen: NonNullable<ReturnType<typeof pageFirstScreenOf>>,
      language: SiteLanguage,
    ): Promise<string | null> {
      const pageReads = [...HEADER_READS, ...screen.reads]
      const reads = [...pageReads, ...shellReadsBesides(pageReads)]
      const answers = await readAll(reads, language)
      if (!answers) return null
      const data = headerData(answers.slice(0, HEADER_READS.length), language)
      const content = screen.content(answers.slice(HEADER_READS.length, pageReads.length), data)
      if (!content) return null
      const image = content.image && { ...content.image, srcSet: await srcSetOfImage(content.image.url) }
      return withFirstScreen(html, {
        css: FIRST_SCREEN_CSS + PAGE_FIRST_SCREEN_CSS,
        preload: image ? imagePreload(image.url, image.srcSet) : '',
        root: renderPageFirstScreen(data, { ...content, image }),
        queries: reads.map((read, index) => [read.key, answers[index]]),
        srcSets: image?.srcSet ? { [image.url]: image.srcSet } : {},
      })
    }
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
          if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name)
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
      // The page HTML depends on the path and the language asked for (?lang=en|hi, else the site's
      // default) alone, so one copy per language serves every visitor.
      const language = pageLanguageOf(request.url)
      const html = indexHtml
      return app.pageCache.respond(request, reply, pathname, language, async () => {
        try {
          const page = await lookUpPage(seoRepository, app.config.publicUrl, pathname, language)
          const pageHtml = renderPageHtml(html, page.meta)
          if (page.status !== 200) return pageAnswer(page.status, pageHtml)
          // The first screen is drawn in the page's language (its `<html lang>`), as the app will show it.
          const pageLanguage = siteLanguageOf(page.meta.language)
          const screen = pageFirstScreenOf(pathname)
          if (screen) {
            // A page without its first screen (a read failed) is sent but not kept: the next visit tries again.
            const withScreen = await renderPageWithFirstScreen(pageHtml, screen, pageLanguage)
            return withScreen ? pageAnswer(200, withScreen, false, 'any') : pageAnswer(200, pageHtml, true)
          }
          if (pathname !== '/') return pageAnswer(page.status, pageHtml)
          const firstScreen = await readFirstScreen(pageLanguage)
          if (!firstScreen) return pageAnswer(page.status, pageHtml, true, HOME_SOURCES)
          return pageAnswer(
            page.status,
            renderHomeHtml(pageHtml, firstScreen.queries, firstScreen.data),
            false,
            HOME_SOURCES,
          )
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
