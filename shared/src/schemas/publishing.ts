import { type Static, Type } from 'typebox'

/**
 * Drafts and scheduled publishing (issue 27 item 2). A publishable record (blog post, offer, FAQ,
 * testimonial) is seen by visitors only when its `status` is 'published' and its `publishAt` is
 * unset or past; staff reads show every record with its status.
 */
export const PUBLISH_STATUSES = ['draft', 'published'] as const
export type PublishStatus = (typeof PUBLISH_STATUSES)[number]

export const PublishStatusSchema = Type.Union(
  [Type.Literal('draft'), Type.Literal('published')],
  // Published by default: a record created without a status is live at once, as before drafts existed.
  { default: 'published' },
)

/** An ISO time (with its zone), or null for "as soon as it is published". */
export const PublishAtSchema = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
  default: null,
})

/** The two fields every publishable record carries (spread into its Fields). */
export const PublishingFields = Type.Object({
  status: PublishStatusSchema,
  publishAt: PublishAtSchema,
})
export type PublishingFields = Static<typeof PublishingFields>

/** Whether visitors see a record with these fields at `now`. */
export function isLive(fields: PublishingFields, now: Date): boolean {
  return (
    fields.status === 'published' &&
    (fields.publishAt === null || Date.parse(fields.publishAt) <= now.getTime())
  )
}

/** What staff see of a record's state: 'draft', 'scheduled' (published, time still to come) or 'published'. */
export type PublishState = 'draft' | 'scheduled' | 'published'
export function publishStateOf(fields: PublishingFields, now: Date): PublishState {
  if (fields.status === 'draft') return 'draft'
  return isLive(fields, now) ? 'published' : 'scheduled'
}

/** What can be previewed with a signed link: the publishable records and the two singleton documents. */
export const PREVIEW_RESOURCES = ['blog-post', 'offer', 'faq', 'testimonial', 'banner', 'about'] as const
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number]
/** The singletons whose draft is kept beside the published value. */
export const DRAFT_DOCUMENTS = ['banner', 'about'] as const
export type DraftDocumentKey = (typeof DRAFT_DOCUMENTS)[number]

const PreviewResourceSchema = Type.Union([
  Type.Literal('blog-post'),
  Type.Literal('offer'),
  Type.Literal('faq'),
  Type.Literal('testimonial'),
  Type.Literal('banner'),
  Type.Literal('about'),
])

export const PreviewLinkRequest = Type.Object(
  {
    resource: PreviewResourceSchema,
    /** The record's id; ignored (may be left out) for banner and about. */
    id: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
)
export type PreviewLinkRequest = Static<typeof PreviewLinkRequest>

export const PreviewLink = Type.Object({
  /** The site page showing the preview: `/preview?token=…`. */
  url: Type.String(),
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
})
export type PreviewLink = Static<typeof PreviewLink>

/** `GET /api/preview?token=…`: the record (its draft for banner/about) in the shape public reads answer. */
export const PreviewAnswer = Type.Object({
  resource: PreviewResourceSchema,
  record: Type.Unknown(),
})
export type PreviewAnswer = Static<typeof PreviewAnswer>

/** How long a preview link opens its page. */
export const PREVIEW_LINK_HOURS = 24

/** A singleton's draft as staff read it: null when there is none. */
export const DocumentDraftState = Type.Object({
  draft: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  publishAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type DocumentDraftState = Static<typeof DocumentDraftState>

/** The site page that shows a preview link's record. */
export const PREVIEW_PATH = '/preview'
