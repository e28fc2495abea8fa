import { LOCALIZED_FIELDS, Testimonial, TestimonialCreate, TestimonialUpdate } from '@labsite/shared'
import { I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource } from '../../lib/kits/crud-routes'
import { PUBLISHING_COLUMNS } from '../../lib/kits/publishing'

/** Testimonials (rating 1–5, default 5) for the home page. */
export const testimonialsResource = defineResource({
  path: '/content/testimonials',
  entity: 'testimonial',
  label: 'Testimonial',
  tag: 'content',
  table: 'testimonials',
  record: Testimonial,
  createBody: TestimonialCreate,
  updateBody: TestimonialUpdate,
  columns: {
    name: 'name',
    role: 'role',
    company: 'company',
    content: 'content',
    rating: 'rating',
    imageUrl: 'image_url',
    ...PUBLISHING_COLUMNS,
    i18n: I18N_COLUMN,
  },
  orderBy: [{ column: 'created_at' }, { column: 'id' }],
  searchColumns: ['name', 'company', 'content'],
  publishable: true,
  localizedFields: LOCALIZED_FIELDS['testimonial'],
})

export default crudRoutes(testimonialsResource)
