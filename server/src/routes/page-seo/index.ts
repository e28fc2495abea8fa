import { type PageSeoEntry, PageSeo as PageSeoSchema, PageSeoUpdate } from '@labsite/shared'
import { documentRoutes } from '../../lib/kits/document-routes'
import { compactPageSeo } from './page-seo-values'

/**
 * Per public page, the <title>, meta description and share image (English, Hindi under
 * i18n.hi) that replace the automatic ones; a page or field left empty keeps its automatic value.
 */
export default documentRoutes({
  key: 'page-seo',
  label: 'Page SEO',
  tag: 'seo',
  getPath: '/page-seo',
  putPath: '/page-seo',
  schema: PageSeoSchema,
  updateBody: PageSeoUpdate,
  prepare: (changes) => ({
    pages: compactPageSeo((changes as { pages: Record<string, PageSeoEntry> }).pages),
  }),
})
