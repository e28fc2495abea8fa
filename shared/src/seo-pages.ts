import type { PageKey } from './paths'

/**
 * The public pages whose title, description and share image staff may set (the pages
 * search engines list; account, admin and per-record pages are left out: a service or a post
 * already has its own title, description and picture).
 */
export const SEO_PAGES = [
  'home',
  'allServices',
  'offers',
  'bloodTests',
  'thyroid',
  'bulkBooking',
  'bookConsultation',
  'blog',
  'terms',
] as const satisfies readonly PageKey[]
export type SeoPageKey = (typeof SEO_PAGES)[number]

export const SEO_TITLE_MAX = 120
export const SEO_DESCRIPTION_MAX = 300
