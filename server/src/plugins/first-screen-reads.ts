import {
  HOME_SERVICES_COUNT,
  PUBLIC_READS,
  readUrl,
  type SiteLanguage,
  servicesRead,
  toHeroImages,
} from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import {
  FIRST_SCREEN_CSS,
  FIRST_SCREEN_READS,
  type FirstScreenData,
  firstScreenData,
  HEADER_READS,
  headerData,
  type InitialQueries,
  imagePreload,
  readUrlIn,
  srcSetOf,
  uploadBaseName,
  withFirstScreen,
} from '../lib/rendering/home-first-screen'
import {
  PAGE_FIRST_SCREEN_CSS,
  type PageRead,
  type pageFirstScreenOf,
  renderPageFirstScreen,
} from '../lib/rendering/page-first-screens'

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

export type PageFirstScreen = NonNullable<ReturnType<typeof pageFirstScreenOf>>

/**
 * The reads behind a page's first screen (the HTML drawn before the app starts): the home page's, and
 * another public page's drawn into its HTML.
 */
export function firstScreenReads(app: FastifyInstance) {
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

  /** The home page's first screen, or null when a read failed. */
  async function readHomeFirstScreen(
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
    screen: PageFirstScreen,
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

  return { readHomeFirstScreen, renderPageWithFirstScreen }
}

export type FirstScreenReads = ReturnType<typeof firstScreenReads>
