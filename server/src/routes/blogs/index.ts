import { httpErrors } from '@fastify/sensible'
import { BlogPost, BlogPostCreate, BlogPostUpdate, LOCALIZED_FIELDS } from '@labsite/shared'
import { type Fields, I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource } from '../../lib/kits/crud-routes'
import { PUBLISHING_COLUMNS } from '../../lib/kits/publishing'
import { dateOnly } from '../../lib/kits/records'
import { textEntries } from '../../lib/kits/text-lists'
import { sanitizeBlogHtml } from '../../lib/rendering/sanitize-html'

/** Blog HTML is sanitized before it is stored; a post must keep some content after that. */
function cleanPost(fields: Fields): Fields {
  const cleaned = { ...fields }
  if (typeof fields.content === 'string') {
    cleaned.content = sanitizeBlogHtml(fields.content)
    if (cleaned.content === '') {
      throw httpErrors.badRequest('content has nothing left once unsafe HTML is removed')
    }
  }
  if (Array.isArray(fields.tags)) cleaned.tags = textEntries(fields.tags)
  return cleaned
}

export const blogsResource = defineResource({
  path: '/content/blogs',
  entity: 'blog-post',
  label: 'Blog post',
  tag: 'content',
  table: 'blog_posts',
  record: BlogPost,
  createBody: BlogPostCreate,
  updateBody: BlogPostUpdate,
  columns: {
    title: 'title',
    content: 'content',
    excerpt: 'excerpt',
    category: 'category',
    author: 'author',
    imageUrl: 'image_url',
    tags: { column: 'tags', kind: 'json' },
    publishDate: { column: 'publish_date', kind: 'date' },
    ...PUBLISHING_COLUMNS,
    i18n: I18N_COLUMN,
  },
  // Newest first: by publish date, then the latest written.
  orderBy: [
    { column: 'publish_date', order: 'desc' },
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  searchColumns: ['title', 'excerpt', 'category', 'author'],
  publishable: true,
  localizedFields: LOCALIZED_FIELDS['blog-post'],
  // The default publish date is today.
  prepareCreate: (fields) => cleanPost({ publishDate: dateOnly(new Date()), ...fields }),
  prepareUpdate: cleanPost,
})

export default crudRoutes(blogsResource)
