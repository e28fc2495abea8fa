import { FAQ_DEFAULT_CATEGORY, Faq, FaqCreate, FaqUpdate, LOCALIZED_FIELDS } from '@labsite/shared'
import { type Fields, I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource } from '../../lib/kits/crud-routes'
import { PUBLISHING_COLUMNS } from '../../lib/kits/publishing'

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
  columns: {
    question: 'question',
    answer: 'answer',
    category: 'category',
    ...PUBLISHING_COLUMNS,
    i18n: I18N_COLUMN,
  },
  orderBy: [{ column: 'created_at' }, { column: 'id' }],
  searchColumns: ['question', 'answer', 'category'],
  publishable: true,
  localizedFields: LOCALIZED_FIELDS['faq'],
  prepareCreate: withCategory,
  prepareUpdate: withCategory,
})

export default crudRoutes(faqsResource)
