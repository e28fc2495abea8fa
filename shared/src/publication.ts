/**
 * Drafts and scheduled publishing, the parts without a schema: a public page may
 * read these (the router's preview path) without loading TypeBox, which a schema module would bring
 * into every page's JavaScript. The schemas are in `schemas/publishing.ts`.
 *
 * A publishable record (blog post, offer, FAQ, testimonial) is seen by visitors only when its `status`
 * is 'published' and its `publishAt` is unset or past; staff reads show every record with its status.
 */
export const PUBLISH_STATUSES = ['draft', 'published'] as const
export type PublishStatus = (typeof PUBLISH_STATUSES)[number]

/** The two fields every publishable record carries. */
export interface PublicationFields {
  status: PublishStatus
  /** An ISO time (with its zone), or null for "as soon as it is published". */
  publishAt: string | null
}

/** Whether visitors see a record with these fields at `now`. */
export function isLive(fields: PublicationFields, now: Date): boolean {
  return (
    fields.status === 'published' &&
    (fields.publishAt === null || Date.parse(fields.publishAt) <= now.getTime())
  )
}

/** What staff see of a record's state: 'draft', 'scheduled' (published, time still to come) or 'published'. */
export type PublishState = 'draft' | 'scheduled' | 'published'
export function publishStateOf(fields: PublicationFields, now: Date): PublishState {
  if (fields.status === 'draft') return 'draft'
  return isLive(fields, now) ? 'published' : 'scheduled'
}

/** What can be previewed with a signed link: the publishable records and the two singleton documents. */
export const PREVIEW_RESOURCES = ['blog-post', 'offer', 'faq', 'testimonial', 'banner', 'about'] as const
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number]
/** The singletons whose draft is kept beside the published value. */
export const DRAFT_DOCUMENTS = ['banner', 'about'] as const
export type DraftDocumentKey = (typeof DRAFT_DOCUMENTS)[number]

/** How long a preview link opens its page. */
export const PREVIEW_LINK_HOURS = 24

/** The site page that shows a preview link's record. */
export const PREVIEW_PATH = '/preview'
