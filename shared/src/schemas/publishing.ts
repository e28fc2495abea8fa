import { type Static, Type } from 'typebox'

export * from '../publication'

/** Drafts and scheduled publishing : the schemas; the rules are in `../publication.ts`. */
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

/** A singleton's draft as staff read it: null when there is none. */
export const DocumentDraftState = Type.Object({
  draft: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  publishAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type DocumentDraftState = Static<typeof DocumentDraftState>
