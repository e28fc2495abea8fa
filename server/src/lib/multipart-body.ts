import { type TObject, Type } from 'typebox'

const FILE = Type.String({ format: 'binary' })

/**
 * A body taken as JSON or as a multipart form, documented for both. Fastify validates the JSON; a
 * multipart body is read by the route (streams, never buffered) and checked with the same JSON schema
 * through `validateInput`. The form's schema therefore accepts the unread body (`nullable`) and only
 * documents the text fields and the file fields.
 */
export function jsonOrMultipart(json: TObject, files: Record<string, string>, description: string) {
  const fileFields = Object.fromEntries(
    Object.entries(files).map(([name, about]) => [name, { ...FILE, description: about }]),
  )
  const form = Type.Unsafe({
    type: 'object',
    nullable: true,
    description,
    properties: { ...json.properties, ...fileFields },
  })
  return {
    content: {
      'application/json': { schema: json },
      'multipart/form-data': { schema: form },
    },
  }
}
