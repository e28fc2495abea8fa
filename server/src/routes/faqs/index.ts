import { FAQ_DEFAULT_CATEGORY, Faq, FaqCreate, FaqUpdate } from '@labsite/shared'
import type { Fields } from '../../lib/crud-repository'
import { crudRoutes, defineResource } from '../../lib/crud-routes'
import { PUBLISHING_COLUMNS } from '../../lib/publishing'

/** A blank category is the default one, so every FAQ shows under a heading. */
const withCategory = (fields: Fields): Fields =>
  typeof fields.category === 'string' && fields.category.trim() === ''
    ? { ...fields, category: FAQ_DEFAULT_CATEGORY }
    : fields

export const faqsResource = defineResource({
  path: '/content/faqs',
  entity: 'faq',
  label: 'FAQ',
  tag: 'content',
  table: 'faqs',
  record: Faq,
  createBody: FaqCreate,
  updateBody: FaqUpdate,
  columns: { question: 'question', answer: 'answer', category: 'category', ...PUBLISHING_COLUMNS },
  orderBy: [{ column: 'created_at' }, { column: 'id' }],
  searchColumns: ['question', 'answer', 'category'],
  publishable: true,
  prepareCreate: withCategory,
  prepareUpdate: withCategory,
})

export default crudRoutes(faqsResource)
