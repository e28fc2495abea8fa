import { Testimonial, TestimonialCreate, TestimonialUpdate } from '@labsite/shared'
import { crudRoutes, defineResource } from '../../lib/crud-routes'
import { PUBLISHING_COLUMNS } from '../../lib/publishing'

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
  },
  orderBy: [{ column: 'created_at' }, { column: 'id' }],
  searchColumns: ['name', 'company', 'content'],
  publishable: true,
})

export default crudRoutes(testimonialsResource)
