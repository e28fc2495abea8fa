import {
  AboutContent,
  BackgroundImage,
  BannerContent,
  BRAND_NAME,
  BusinessContact,
  DEFAULT_PRICE_FORMAT,
  fillPlaceholders,
  formatPrice,
  GlobalSettings,
  HERO_TILE_HEIGHT,
  HOME_HERO_TEXTS,
  HOME_SERVICES_COUNT,
  heroText,
  heroTileServices,
  heroTileValues,
  LOCALE_OF,
  MenuItem,
  menuInOrder,
  PATHS,
  type PriceFormat,
  PUBLIC_READS,
  type PublicRead,
  Service,
  SITE_HEADER_TEXTS,
  type SiteLanguage,
  SiteSettings,
  servicePath,
  servicesRead,
  toHeroImages,
} from '@labsite/shared'
import { type Static, type TSchema, Type } from 'typebox'
import { Value } from 'typebox/value'
import { escapeHtml } from './escape-html'
import { jsonForScript } from './page-metadata'

/**
 * The home page's first screen in the server's HTML: header, hero text, package tiles and
 * the first background image, painted before any script runs, so the largest paint does not wait for
 * the app. The app replaces it on start, rendering the same content from the same data, which the page
 * carries (`#initial-data`) so the app's first render needs no request and nothing moves afterwards.
 * It is drawn in the page's language: the reads ask the API for it (`readUrlIn`), and the
 * fixed texts are the ones the app's catalogue of that language shows (shared/src/page-headings.ts).
 */

/**
 * A read's URL in `language`. The app's query keys do not name the language: its client sends it as
 * Accept-Language, and the page's `<html lang>` tells the app which language the carried answers are in
 * (web/src/lib/content-language.ts), so a Hindi page's answers sit under the same keys as an English one's.
 */
export function readUrlIn(url: string, language: SiteLanguage): string {
  return language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`
}

/** What the site header (every page's first screen) reads, in the order `firstScreenData` takes them last. */
export const HEADER_READS = [
  PUBLIC_READS.businessContact,
  PUBLIC_READS.menu,
  PUBLIC_READS.siteSettings,
  PUBLIC_READS.globalSettings,
] as const satisfies readonly PublicRead[]

/** Each public read the home's first screen shows (see web/src/lib/initial-data.ts). */
export const FIRST_SCREEN_READS = [
  PUBLIC_READS.banner,
  PUBLIC_READS.backgroundImages,
  servicesRead(HOME_SERVICES_COUNT),
  PUBLIC_READS.about,
  ...HEADER_READS,
] as const satisfies readonly PublicRead[]

/** The change-bus resources the first screen is read from: a change to any of them re-renders the page. */
export const FIRST_SCREEN_SOURCES = [
  'banner',
  'background-image',
  'service',
  'about',
  'business-contact',
  'menu-item',
  'site-settings',
  'global-settings',
] as const

export interface FirstScreenData {
  /** The page's language: the API answers were read in it, and the fixed texts are written in it. */
  language: SiteLanguage
  banner: Partial<BannerContent>
  backgroundImages: Partial<BackgroundImage>[]
  services: Service[]
  about: Partial<AboutContent>
  contact: Partial<BusinessContact>
  menu: MenuItem[]
  settings: Partial<SiteSettings>
  /** Tile prices as the app writes them: the Global tab's currency, the page language's locale. */
  priceFormat: PriceFormat
  /** `srcset` of the first background image when it is an upload stored at several widths. */
  heroSrcSet?: string
}

/** The reads' answers by query key, for the app's query cache. */
export type InitialQueries = [readonly unknown[], unknown][]

/**
 * A read's answer as its schema says it is; `fallback` when it was not read (a page other than the home
 * page reads the header alone) or is not what the API answers.
 */
export function answerOr<T extends TSchema>(schema: T, answer: unknown, fallback: Static<T>): Static<T> {
  return Value.Check(schema, answer) ? answer : fallback
}

export function firstScreenData(
  answers: readonly unknown[],
  language: SiteLanguage,
  heroSrcSet?: string,
): FirstScreenData {
  const [banner, backgroundImages, services, about, contact, menu, settings, global] = answers
  const currencyCode = answerOr(Type.Partial(GlobalSettings), global, {}).currency?.code
  const locale = LOCALE_OF[language]
  return {
    language,
    banner: answerOr(Type.Partial(BannerContent), banner, {}),
    backgroundImages: answerOr(Type.Array(Type.Partial(BackgroundImage)), backgroundImages, []),
    services: answerOr(Type.Array(Service), services, []),
    about: answerOr(Type.Partial(AboutContent), about, {}),
    contact: answerOr(Type.Partial(BusinessContact), contact, {}),
    menu: answerOr(Type.Array(MenuItem), menu, []),
    settings: answerOr(Type.Partial(SiteSettings), settings, {}),
    priceFormat: { currencyCode: currencyCode ?? DEFAULT_PRICE_FORMAT.currencyCode, locale },
    heroSrcSet,
  }
}

/** The header's data alone (the answers of HEADER_READS), for a page other than the home page. */
export const headerData = (answers: readonly unknown[], language: SiteLanguage): FirstScreenData =>
  firstScreenData([undefined, undefined, undefined, undefined, ...answers], language)

/** Upload URLs name their width (`/uploads/media/<hex>-<width>.webp`); the base name finds every width. */
export function uploadBaseName(url: string): string | null {
  return /^\/uploads\/media\/([0-9a-f]{32})-\d+\.webp$/.exec(url)?.[1] ?? null
}

export function srcSetOf(variants: readonly { width: number; url: string }[]): string | undefined {
  if (variants.length < 2) return undefined
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ')
}

/** Only site paths and web addresses become links; anything else (javascript:, data:) falls back. */
function safeHref(link: string | undefined, fallback: string): string {
  return link && /^(\/(?!\/)|https?:\/\/)/i.test(link) ? link : fallback
}

/**
 * Styles of the server-rendered first screen only (the app's stylesheet loads without blocking it):
 * the same sizes as the app's header and hero, so the app's first render lands where this one was.
 * The font is set on the first screen itself, not inherited from <body>: the app's stylesheet, which
 * arrives a moment before the app renders, restyles <body>, and the text must not re-wrap (layout shift).
 */
export const FIRST_SCREEN_CSS = `
body{margin:0}
.fs{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.55;color:#000;background:#fff}
.fs-c{box-sizing:border-box;max-width:82.5rem;margin:0 auto;padding:0 1rem}
.fs-header{border-bottom:1px solid #dee2e6;background:#fff}
.fs-strip{background:#054d37;color:#fff;padding:4px 0;font-size:.875rem;line-height:1.45}
.fs-strip .fs-c{display:flex;flex-direction:column}
.fs-strip p{margin:0;min-height:1.45em}
.fs-strip a{color:#fff;text-decoration:none}
.fs-bar{height:64px;display:flex;align-items:center;justify-content:space-between}
.fs-brand{display:flex;align-items:center;gap:10px;color:#054d37;font-weight:700;font-size:1.125rem;text-decoration:none}
.fs-brand img{border-radius:4px}
.fs-nav{display:none;gap:16px}
.fs-nav a{color:#212529;text-decoration:none;font-weight:500;padding:6px 4px}
.fs-hero{position:relative;overflow:hidden;min-height:480px;isolation:isolate;background:linear-gradient(135deg,#054d37,#0b7285)}
.fs-bg{position:absolute;inset:0;z-index:-2;width:100%;height:100%;object-fit:cover}
.fs-scrim{position:absolute;inset:0;z-index:-1;background:linear-gradient(90deg,rgb(4 40 40/.85),rgb(4 40 40/.6))}
.fs-in{padding-top:32px;padding-bottom:32px;display:flex;gap:32px;align-items:center}
.fs-main{flex:1 1 100%;display:flex;flex-direction:column;gap:20px;color:#fff}
.fs-main h1{margin:0;font-size:2.125rem;line-height:1.3;font-weight:700}
.fs-main>p{margin:0;font-size:1.125rem;line-height:1.6;max-width:38.75rem}
.fs-tiles{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.fs-tile{box-sizing:border-box;height:${HERO_TILE_HEIGHT}px;padding:12px;border:1px solid #dee2e6;border-radius:8px;background:#fff;color:#000;text-decoration:none;overflow:hidden}
.fs-tile span{display:block;font-size:.875rem;line-height:1.45}
.fs-tile .fs-t{font-weight:600;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fs-tile .fs-p{font-size:1rem;line-height:1.55;font-weight:700;color:#054d37}
.fs-actions{display:flex;flex-wrap:wrap;gap:16px}
.fs-btn{box-sizing:border-box;display:inline-flex;align-items:center;height:44px;padding:0 22px;border-radius:8px;font-size:1rem;font-weight:600;line-height:1;font-family:inherit;text-decoration:none;border:1px solid #fff;background:transparent;color:#fff}
.fs-btn.fs-white{background:#fff;color:#066649}
.fs-about{display:none;flex:0 0 41.66%;box-sizing:border-box;background:rgb(0 0 0/.35);border-radius:8px;padding:20px;color:#fff}
.fs-about h2{margin:0 0 12px;font-size:1.625rem;line-height:1.35}
.fs-about p{margin:0;font-size:1.125rem}
@media(max-width:47.99em){.fs-strip{display:none}.fs-bar{height:60px}.fs-brand{font-size:15px;line-height:1.2}.fs-brand img{width:28px;height:28px}}
@media(min-width:48em){.fs-strip .fs-c{flex-direction:row;justify-content:space-between;flex-wrap:wrap;gap:10px}.fs-tiles{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media(min-width:62em){.fs-nav{display:flex}.fs-in{padding-top:56px;padding-bottom:56px}}
@media(min-width:75em){.fs-main{flex-basis:58.33%}.fs-about{display:block}}
`
  .trim()
  .replace(/\n/g, '')

export function header(data: FirstScreenData): string {
  const { contact, settings } = data
  const texts = SITE_HEADER_TEXTS[data.language]
  const name = settings.websiteName || BRAND_NAME
  const logo = settings.logoUrl
    ? `<img src="${escapeHtml(settings.logoUrl)}" alt="" width="36" height="36">`
    : '<span style="width:36px;height:36px"></span>'
  const links = [
    { to: PATHS.home, label: texts.home },
    ...menuInOrder(data.menu).map((item) => ({ to: item.path, label: item.title })),
    { to: PATHS.admin, label: texts.admin },
    { to: PATHS.login, label: texts.login },
    { to: PATHS.signup, label: texts.signup },
  ]
  const nav = links
    .map((link) => `<a href="${escapeHtml(safeHref(link.to, PATHS.home))}">${escapeHtml(link.label)}</a>`)
    .join('')
  return (
    '<header class="fs-header"><div class="fs-strip"><div class="fs-c">' +
    `<p>${contact.phone ? escapeHtml(fillPlaceholders(texts.callUs, { phone: contact.phone })) : ''}</p>` +
    `<p>${escapeHtml(contact.businessHours ?? '')}</p>` +
    `<p>${contact.email ? `<a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>` : ''}</p>` +
    '</div></div>' +
    `<div class="fs-c fs-bar"><a class="fs-brand" href="/">${logo}${escapeHtml(name)}</a>` +
    `<nav class="fs-nav" aria-label="${escapeHtml(texts.mainNav)}">${nav}</nav></div></header>`
  )
}

function tiles(services: readonly Service[], priceFormat: PriceFormat, language: SiteLanguage): string {
  const texts = HOME_HERO_TEXTS[language]
  return heroTileServices(services)
    .map((service) => {
      const price = formatPrice(service.amount, priceFormat)
      const values = heroTileValues(service, price)
      return (
        `<a class="fs-tile" href="${escapeHtml(servicePath(service.id))}" ` +
        `aria-label="${escapeHtml(fillPlaceholders(texts.tileLabel, values))}">` +
        `<span class="fs-t">${escapeHtml(service.title)}</span>` +
        `<span>${escapeHtml(fillPlaceholders(texts.tileTests, values))}</span>` +
        `<span class="fs-p">${escapeHtml(price)}</span></a>`
      )
    })
    .join('')
}

/** The first background's `<img>`, fetched first and at high priority: it is the page's largest paint. */
function heroImage(data: FirstScreenData): string {
  const { backgroundAlt } = HOME_HERO_TEXTS[data.language]
  const image = toHeroImages(data.backgroundImages, (number) =>
    fillPlaceholders(backgroundAlt, { number }),
  )[0]
  if (!image) return ''
  const srcset = data.heroSrcSet ? ` srcset="${escapeHtml(data.heroSrcSet)}" sizes="100vw"` : ''
  return (
    `<img class="fs-bg" src="${escapeHtml(image.url)}"${srcset} alt="${escapeHtml(image.alt)}" ` +
    'width="1920" height="900" fetchpriority="high" loading="eager" decoding="async"><div class="fs-scrim"></div>'
  )
}

/** The `<link rel="preload">` of the hero image, for the page's head. */
export function heroPreload(data: FirstScreenData): string {
  const image = toHeroImages(data.backgroundImages)[0]
  return image ? imagePreload(image.url, data.heroSrcSet) : ''
}

export function renderFirstScreen(data: FirstScreenData): string {
  const { banner, about } = data
  const texts = HOME_HERO_TEXTS[data.language]
  const description = banner.description ? `<p>${escapeHtml(banner.description)}</p>` : ''
  const aboutBox =
    about.title || about.description
      ? `<div class="fs-about"><h2>${escapeHtml(about.title ?? '')}</h2><p>${escapeHtml(about.description ?? '')}</p></div>`
      : ''
  return (
    `<div class="fs" data-first-screen>${header(data)}<main id="main">` +
    `<section class="fs-hero" aria-labelledby="hero-title">${heroImage(data)}` +
    '<div class="fs-c fs-in"><div class="fs-main">' +
    `<h1 id="hero-title">${escapeHtml(heroText(banner.subtitle, 'heroHeading', texts.heroHeading))}</h1>${description}` +
    `<div class="fs-tiles">${tiles(data.services, data.priceFormat, data.language)}</div>` +
    '<div class="fs-actions">' +
    `<button type="button" class="fs-btn fs-white" data-first-screen-action="book">${escapeHtml(heroText(banner.primaryButtonText, 'bookPackage', texts.bookPackage))}</button>` +
    `<a class="fs-btn" href="${escapeHtml(safeHref(banner.secondaryButtonLink, PATHS.allServices))}">` +
    `${escapeHtml(heroText(banner.secondaryButtonText, 'viewAllPackages', texts.viewAllPackages))}</a>` +
    `</div></div>${aboutBox}</div></section></main></div>`
  )
}

/** What the app reads at start: the first screen's answers by query key, and the srcset of its images by URL. */
export function initialDataScript(queries: InitialQueries, srcSets: Record<string, string>): string {
  return `<script type="application/json" id="initial-data">${jsonForScript({ queries, srcSets })}</script>`
}

/** The `<link rel="preload">` of a page's largest picture, for its head. */
export function imagePreload(url: string, srcSet: string | undefined): string {
  const srcset = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="100vw"` : ''
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${srcset} fetchpriority="high" />`
}

/**
 * A page with its first screen: the screen inside #root, its styles and the preload of its largest
 * picture in the head, and the initial data before </body>. (The app's own stylesheet is not in the
 * page: it loads with the app's code, after the first screen has painted; see web/src/main.tsx.)
 */
export function withFirstScreen(
  html: string,
  screen: {
    css: string
    preload: string
    root: string
    queries: InitialQueries
    srcSets: Record<string, string>
  },
): string {
  const head = `    <style data-first-screen>${screen.css}</style>\n${screen.preload ? `    ${screen.preload}\n` : ''}`
  return html
    .replace(/<\/head>/i, `${head}  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${screen.root}</div>`)
    .replace(/<\/body>/i, `  ${initialDataScript(screen.queries, screen.srcSets)}\n  </body>`)
}

/** The home page with its first screen. */
export function renderHomeHtml(html: string, queries: InitialQueries, data: FirstScreenData): string {
  const heroUrl = toHeroImages(data.backgroundImages)[0]?.url
  return withFirstScreen(html, {
    css: FIRST_SCREEN_CSS,
    preload: heroPreload(data),
    root: renderFirstScreen(data),
    queries,
    srcSets: heroUrl && data.heroSrcSet ? { [heroUrl]: data.heroSrcSet } : {},
  })
}
