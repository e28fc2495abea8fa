import { type Static, Type } from 'typebox'
import type { PageKey } from '../paths'
import { Url } from './common'

/**
 * Issue 27 §6: the public pages whose title, description and share image staff may set (the pages
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

const SeoTitle = Type.String({ maxLength: SEO_TITLE_MAX, description: "the whole <title>; '' = automatic" })
const SeoDescription = Type.String({ maxLength: SEO_DESCRIPTION_MAX, description: "'' = automatic" })

/** One page's overrides; an empty or missing field keeps the automatic value. Hindi under i18n.hi. */
export const PageSeoEntry = Type.Object(
  {
    title: Type.Optional(SeoTitle),
    description: Type.Optional(SeoDescription),
    image: Type.Optional(Url),
    i18n: Type.Optional(
      Type.Object(
        {
          hi: Type.Object(
            { title: Type.Optional(SeoTitle), description: Type.Optional(SeoDescription) },
            { additionalProperties: false },
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)
export type PageSeoEntry = Static<typeof PageSeoEntry>

const PageSeoPages = Type.Object(
  Object.fromEntries(SEO_PAGES.map((key) => [key, Type.Optional(PageSeoEntry)])) as Record<
    SeoPageKey,
    Type.TOptional<typeof PageSeoEntry>
  >,
  { additionalProperties: false },
)

/** The `page-seo` document (GET/PUT /api/page-seo); PUT replaces `pages` as a whole. */
export const PageSeo = Type.Object({ pages: PageSeoPages }, { additionalProperties: false })
export type PageSeo = Static<typeof PageSeo>
export const PageSeoUpdate = PageSeo
