import { type Static, Type } from 'typebox'
import { SEO_DESCRIPTION_MAX, SEO_PAGES, SEO_TITLE_MAX, type SeoPageKey } from '../seo-pages'
import { Url } from './common'

export * from '../seo-pages'

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

/**
 * What a PUT may send: any page key reaches the route, which refuses one it does not know by name.
 * (With the document's own schema the API's body rules would silently drop it, and staff would
 * believe a page's title saved.)
 */
export const PageSeoUpdate = Type.Object(
  { pages: Type.Record(Type.String({ maxLength: 100 }), PageSeoEntry) },
  { additionalProperties: false },
)
