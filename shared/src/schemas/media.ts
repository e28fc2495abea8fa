import { type Static, Type } from 'typebox'
import { Id, RecordMeta } from './common'

export const MEDIA_ALT_MAX = 500

/** One picture of the media library; its alt text (English, and Hindi under i18n) is kept on it. */
export const MediaItem = Type.Object({
  id: Id,
  originalName: Type.String(),
  url: Type.String({ description: 'the address picture fields store' }),
  mime: Type.String(),
  bytes: Type.Union([Type.Integer(), Type.Null()], {
    description: 'null for a picture the site had before the library',
  }),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  alt: Type.String(),
  i18n: Type.Object({ hi: Type.Object({ alt: Type.String() }) }),
  variants: Type.Array(Type.Object({ width: Type.Integer(), url: Type.String() })),
  uploadedBy: Type.String({ description: "the uploader's e-mail ('' when not known)" }),
  createdAt: Type.String({ format: 'date-time' }),
  version: RecordMeta.properties.version,
})
export type MediaItem = Static<typeof MediaItem>

export const MediaQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'matches the file name or an alt text' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 48 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
})
export type MediaQuery = Static<typeof MediaQuery>

const AltText = Type.String({ maxLength: MEDIA_ALT_MAX })

export const MediaUpdate = Type.Object(
  {
    alt: Type.Optional(AltText),
    i18n: Type.Optional(
      Type.Object(
        { hi: Type.Object({ alt: AltText }, { additionalProperties: false }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)
export type MediaUpdate = Static<typeof MediaUpdate>
