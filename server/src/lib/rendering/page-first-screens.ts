import {
  BlogPost,
  blogPostRead,
  bloodTestPageRead,
  EVERY_BLOOD_TEST,
  featuredBlogPosts,
  formatPrice,
  type HeadedPage,
  matchPage,
  type PageKey,
  PUBLIC_READS,
  type PublicRead,
  pageHeading,
  popularBloodTestsRead,
  Service,
  Slider,
  servicePageRead,
  serviceRead,
} from '@labsite/shared'
import { Type } from 'typebox'
import { Value } from 'typebox/value'
import { escapeHtml } from './escape-html'
import { answerOr, type FirstScreenData, header } from './home-first-screen'

/**
 * The first screen of every public page but the home page, painted by the server before any
 * script runs: the site header, the page's heading and lead paragraph, and its largest picture (the
 * service's, the newest article's, the first promotion's) sized and preloaded, so the page's largest
 * paint never waits for the app. Each page reads the same public API answers the app reads for it; the
 * page carries them (`#initial-data`) under the app's query keys, so the app's first render shows the
 * same content with no request and nothing loading in afterwards. A page in Hindi reads the answers in
 * Hindi and shows the Hindi heading, as the app in Hindi does.
 */

/** One public read of a page, under the app's query key (shared/src/public-reads.ts). */
export type PageRead = PublicRead

/** The picture a page is largest with, as the server paints it (and preloads it). */
export interface LcpImage {
  url: string
  alt: string
  width: number
  height: number
  /** The class that gives it the box the app's picture has (or a larger one: the app's must not outgrow it). */
  className: string
  srcSet?: string
}

export interface PageContent {
  heading: string
  intro?: string
  image?: LcpImage
  /** The picture above the heading (the service page), rather than below the lead paragraph. */
  imageFirst?: boolean
  /**
   * How the app draws the page's top, which the first screen copies so the app's text and picture are
   * never larger than the server's (a larger element the app paints later would be the largest paint):
   * 'band' a coloured hero (thyroid), 'card' the narrow account card, 'plain' a heading in the page.
   */
  layout?: 'plain' | 'band' | 'card'
  /** The lead paragraph in the app's large text size (Mantine `lg`). */
  largeIntro?: boolean
}

interface PageFirstScreen {
  reads: PageRead[]
  /** The page's content from its reads' answers (in the order of `reads`); null = no first screen (a missing record). */
  content: (answers: readonly unknown[], data: FirstScreenData) => PageContent | null
}

/** A page's fixed heading and lead paragraph in the language the page is drawn in. */
const headingOf = (page: HeadedPage, data: FirstScreenData) => {
  const { title, intro } = pageHeading(page, data.language)
  return { heading: title, intro }
}

const fixed = (page: HeadedPage, look: Partial<PageContent> = {}): PageFirstScreen => ({
  reads: [],
  content: (_answers, data) => ({ ...headingOf(page, data), ...look }),
})
const ACCOUNT_CARD = { layout: 'card' } as const

/** A list page's first screen: its heading, and the picture of its first item when it has one. */
const PAGES: Partial<Record<PageKey, (params: Record<string, string>) => PageFirstScreen>> = {
  service: ({ id }) => ({
    reads: [serviceRead(id)],
    content: ([service], data) => {
      if (!Value.Check(Service, service)) return null
      return {
        heading: service.title,
        intro: [service.description, formatPrice(service.amount, data.priceFormat)]
          .filter(Boolean)
          .join(' · '),
        image: service.image
          ? {
              url: service.image,
              alt: service.imageAlt || service.title,
              width: 960,
              height: 640,
              className: 'fs-pic fs-pic-service',
            }
          : undefined,
        imageFirst: true,
      }
    },
  }),
  bloodTests: () => ({
    // The popular tests, the first page of the whole list, and the categories, as the app's page reads them.
    reads: [
      popularBloodTestsRead(),
      bloodTestPageRead(EVERY_BLOOD_TEST, 0),
      PUBLIC_READS.bloodTestCategories,
    ],
    content: (_answers, data) => headingOf('bloodTests', data),
  }),
  offers: () => ({
    reads: [PUBLIC_READS.sliders, PUBLIC_READS.offers],
    content: ([sliders], data) => {
      const slide = answerOr(Type.Array(Slider), sliders, []).find((s) => s.imageUrl)
      return {
        ...headingOf('offers', data),
        image: slide
          ? { url: slide.imageUrl, alt: '', width: 480, height: 270, className: 'fs-pic fs-pic-slide' }
          : undefined,
      }
    },
  }),
  blog: () => ({
    reads: [PUBLIC_READS.blogPosts],
    content: ([posts], data) => {
      const list = answerOr(Type.Array(BlogPost), posts, [])
      const first = [...featuredBlogPosts(list), ...list].find((p) => p.imageUrl)
      return {
        ...headingOf('blog', data),
        image: first
          ? { url: first.imageUrl, alt: '', width: 640, height: 360, className: 'fs-pic fs-pic-card' }
          : undefined,
      }
    },
  }),
  // The post's picture is 20 px taller than the app's (420 px at most): the app's picture, in a box
  // of the same size, was taken as a new largest paint, drawn after every script had run.
  blogPost: ({ id }) => ({
    reads: [blogPostRead(id)],
    content: ([post]) => {
      if (!Value.Check(BlogPost, post)) return null
      return {
        heading: post.title,
        intro: post.author || undefined,
        image: post.imageUrl
          ? {
              url: post.imageUrl,
              alt: '',
              width: 1280,
              height: 720,
              className: 'fs-pic fs-pic-wide fs-pic-post',
            }
          : undefined,
      }
    },
  }),
  allServices: () => ({
    reads: [servicePageRead(0)],
    content: ([page], data) => {
      const { services } = answerOr(Type.Object({ services: Type.Array(Service) }), page, { services: [] })
      const first = services.find((service) => service.image)
      return {
        ...headingOf('allServices', data),
        image: first
          ? {
              url: first.image,
              alt: first.imageAlt || first.title,
              width: 960,
              height: 640,
              className: 'fs-pic fs-pic-card',
            }
          : undefined,
      }
    },
  }),
  thyroid: () => ({
    ...fixed('thyroid', { layout: 'band', largeIntro: true }),
    reads: [PUBLIC_READS.thyroidPackages],
  }),
  bulkBooking: () => fixed('bulkBooking', { largeIntro: true }),
  login: () => fixed('login', ACCOUNT_CARD),
  signup: () => fixed('signup', ACCOUNT_CARD),
  forgotPassword: () => fixed('forgotPassword', ACCOUNT_CARD),
  resetPassword: () => fixed('resetPassword', ACCOUNT_CARD),
  // The profile's content belongs to one visitor: its shell (header) is painted, its card by the app.
  profile: () => ({ reads: [], content: () => ({ heading: '' }) }),
}

/** The first screen of the public page at `pathname`, or null for the home page (its own) and pages without one. */
export function pageFirstScreenOf(pathname: string): PageFirstScreen | null {
  const page = matchPage(pathname)
  if (!page) return null
  return PAGES[page.key]?.(page.params) ?? null
}

/**
 * Styles of the pages' first screens, after the shared header's (FIRST_SCREEN_CSS). The account card's
 * padding is the app's `AuthCard` (16 px on a phone, 32 px from Mantine's `xs`): with 32 px on a phone
 * the lead paragraph broke into two narrower lines than the app's, and the app's wider paragraph became
 * the sign-up page's largest paint, drawn only once every script had run.
 */
export const PAGE_FIRST_SCREEN_CSS = `
.fs-page{padding-top:48px;padding-bottom:48px;display:flex;flex-direction:column;gap:16px}
.fs-page h1{margin:0;font-size:2.125rem;line-height:1.3;font-weight:700}
.fs-page p{margin:0;color:#495057}
.fs-page p.fs-lg{font-size:1.125rem;line-height:1.6}
.fs-band{background:#0b5d4f;color:#fff}
.fs-band .fs-page p{color:#fff;max-width:45rem}
.fs-narrow{max-width:460px}
.fs-card{box-sizing:border-box;border:1px solid #dee2e6;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgb(0 0 0/.05)}
.fs-card h1{font-size:1.625rem;line-height:1.35}
.fs-pic{display:block;width:100%;object-fit:cover;border-radius:8px;background:#f1f3f5}
.fs-pic-service{height:220px}
.fs-pic-slide{height:270px}
.fs-pic-post{height:440px}
.fs-pic-card{height:180px}
.fs-reserve{min-height:60vh}
@media(min-width:36em){.fs-card{padding:32px}}
@media(min-width:48em){.fs-pic-service{height:360px}}
`
  .trim()
  .replace(/\n/g, '')

/** The `<img>` of the page's largest paint: sized, fetched first, never lazy. */
export function lcpImageHtml(image: LcpImage): string {
  const srcset = image.srcSet ? ` srcset="${escapeHtml(image.srcSet)}" sizes="100vw"` : ''
  return (
    `<img class="${image.className}" src="${escapeHtml(image.url)}"${srcset} alt="${escapeHtml(image.alt)}" ` +
    `width="${image.width}" height="${image.height}" fetchpriority="high" loading="eager" decoding="async">`
  )
}

/** The page's `<main>`: heading, lead paragraph and picture, then room for what the app adds below. */
export function renderPageMain(content: PageContent): string {
  const heading = content.heading ? `<h1>${escapeHtml(content.heading)}</h1>` : ''
  const intro = content.intro
    ? `<p${content.largeIntro ? ' class="fs-lg"' : ''}>${escapeHtml(content.intro)}</p>`
    : ''
  const image = content.image ? lcpImageHtml(content.image) : ''
  const top = content.imageFirst ? `${image}${heading}${intro}` : `${heading}${intro}${image}`
  const reserve = '<div class="fs-reserve"></div>'
  switch (content.layout) {
    case 'band':
      return `<main id="main"><section class="fs-band"><div class="fs-c fs-page">${top}</div></section>${reserve}</main>`
    case 'card':
      return `<main id="main"><div class="fs-c fs-narrow fs-page"><div class="fs-card">${top}</div></div>${reserve}</main>`
    default:
      return `<main id="main"><div class="fs-c fs-page">${top}</div>${reserve}</main>`
  }
}

/** The whole first screen of a page: the site header and the page's main part. */
export function renderPageFirstScreen(data: FirstScreenData, content: PageContent): string {
  return `<div class="fs" data-first-screen>${header(data)}${renderPageMain(content)}</div>`
}
