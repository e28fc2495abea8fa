import { type TObject, Type } from 'typebox'

const FILE = Type.String({ format: 'binary' })

/**
 * A multipart form, documented: its text fields and its file fields. A multipart body is read by the
 * route (streams, never buffered) and its text checked with the JSON schema through `validateInput`,
 * so this schema accepts the unread body (`nullable`) and serves the OpenAPI document.
 */
export function multipartForm(fields: TObject | null, files: Record<string, string>, description: string) {
  const fileFields = Object.fromEntries(
    Object.entries(files).map(([name, about]) => [name, { ...FILE, description: about }]),
  )
  return Type.Unsafe({
    type: 'object',
    nullable: true,
    description,
    properties: { ...fields?.properties, ...fileFields },
  })
}

/** A body taken as JSON (validated by Fastify) or as the same fields in a multipart form with files. */
export function jsonOrMultipart(json: TObject, files: Record<string, string>, description: string) {
  return {
    content: {
      'application/json': { schema: json },
      'multipart/form-data': { schema: multipartForm(json, files, description) },
    },
  }
}
