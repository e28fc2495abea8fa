import {
  ALL_CATEGORIES,
  CATALOGUE_PAGE_SIZE,
  HOME_SERVICES_COUNT,
  POPULAR_BLOOD_TESTS_COUNT,
} from './constants'

/**
 * The public reads the pages show, each under the web app's query key for it. The server's first
 * screens (server/src/lib/rendering/home-first-screen.ts, server/src/lib/rendering/page-first-screens.ts) read the same
 * addresses and carry the answers under the same keys, so the app's first render finds them in its
 * cache: a key or address written anywhere else would split the two (server/src/public-reads.test.ts).
 */
export interface PublicRead {
  /** The web app's query key. */
  readonly key: readonly unknown[]
  /** The address under /api/ (the web client's prefix). */
  readonly path: string
  readonly searchParams?: Readonly<Record<string, string | number>>
  /** A paged list, kept by the app as `{ [paged]: body, total: X-Total-Count }`. */
  readonly paged?: 'services' | 'tests'
}

const plain = <const K extends string>(name: K, path: string = name) =>
  ({ key: [name] as const, path }) satisfies PublicRead

/** The reads of one fixed address each. */
export const PUBLIC_READS = {
  banner: plain('content/banner'),
  about: plain('content/about'),
  backgroundImages: plain('background-images'),
  businessContact: plain('business-contact'),
  menu: plain('menu'),
  siteSettings: plain('site-settings'),
  globalSettings: plain('global-settings'),
  pageSeo: plain('page-seo'),
  blogPosts: plain('content/blogs'),
  sliders: plain('sliders'),
  offers: plain('offers'),
  thyroidPackages: plain('thyroid-packages', 'thyroid-packages/'),
  bloodTestCategories: { key: ['blood-tests', 'categories'], path: 'blood-tests/categories' },
} as const satisfies Record<string, PublicRead>

/** The first `limit` services in catalogue order (the home grid, the hero tiles and the footer share one). */
export const servicesRead = (limit: number = HOME_SERVICES_COUNT) =>
  ({ key: ['services', { limit }], path: 'service', searchParams: { limit } }) satisfies PublicRead

export const serviceRead = (id: string) =>
  ({ key: ['services', id], path: `service/${encodeURIComponent(id)}` }) satisfies PublicRead

/** One page of the catalogue, matching `search` (the server's `?q`). */
export function servicePageRead(offset: number, search = ''): PublicRead {
  const q = search.trim()
  return {
    key: ['services', q ? { offset, search: q } : { offset }],
    path: 'service',
    searchParams: q ? { limit: CATALOGUE_PAGE_SIZE, offset, q } : { limit: CATALOGUE_PAGE_SIZE, offset },
    paged: 'services',
  }
}

export const blogPostRead = (id: string) =>
  ({ key: ['content/blogs', id], path: `content/blogs/${encodeURIComponent(id)}` }) satisfies PublicRead

/** What the visitor narrowed the blood tests to: words anywhere in a test, and one category or 'All'. */
export interface BloodTestFilter {
  search: string
  category: string
}

export const EVERY_BLOOD_TEST: BloodTestFilter = { search: '', category: ALL_CATEGORIES }

/** One page of matching blood tests, searched and filtered by the server. */
export function bloodTestPageRead(
  filter: BloodTestFilter,
  offset: number,
  limit: number = CATALOGUE_PAGE_SIZE,
): PublicRead {
  const searchParams: Record<string, string | number> = { limit, offset }
  const q = filter.search.trim()
  if (q) searchParams.q = q
  if (filter.category !== ALL_CATEGORIES) searchParams.category = filter.category
  return {
    key: ['blood-tests', { search: filter.search, category: filter.category, offset, limit }],
    path: 'blood-tests',
    searchParams,
    paged: 'tests',
  }
}

/** The "popular" blood tests: the first few of the whole list, in the order the lab arranged it. */
export const POPULAR_BLOOD_TESTS = { filter: EVERY_BLOOD_TEST, limit: POPULAR_BLOOD_TESTS_COUNT } as const

export const popularBloodTestsRead = () =>
  bloodTestPageRead(POPULAR_BLOOD_TESTS.filter, 0, POPULAR_BLOOD_TESTS.limit)

/** The thyroid packages matching `search`; the whole list is `PUBLIC_READS.thyroidPackages`. */
export const thyroidPackagesRead = (search = ''): PublicRead =>
  search
    ? {
        key: ['thyroid-packages', 'search', search],
        path: PUBLIC_READS.thyroidPackages.path,
        searchParams: { q: search },
      }
    : PUBLIC_READS.thyroidPackages

/** The read's address as the server asks its own API for it: `/api/<path>?<params>`. */
export function readUrl(read: PublicRead): string {
  const params = Object.entries(read.searchParams ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/api/${read.path}${params ? `?${params}` : ''}`
}
