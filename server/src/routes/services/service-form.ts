import { normalizePatients, normalizeServiceRating } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import type { Fields } from '../../lib/kits/crud-repository'
import { validateInput } from '../../plugins/validation'

const LIST_FIELDS = new Set(['features', 'requirements', 'additionalImages'])
const WHOLE_NUMBER_FIELDS = new Set(['patients', 'testsCount'])
const TRUE_WORDS = new Set(['true', '1', 'on', 'yes'])

/** `features`, `features[]` and `features[2]` all name the list `features`. */
const listName = (fieldname: string) => fieldname.replace(/\[\d*\]$/, '')

/** A list sent as one JSON array text (some form libraries do this) is read as that list. */
function listEntries(values: string[]): string[] {
  if (values.length === 1 && values[0].trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(values[0])
      if (Array.isArray(parsed)) return parsed.map(String)
    } catch {
      // Not JSON after all: keep it as one entry.
    }
  }
  return values
}

/**
 * For numbers typed into a form: rating 0–5 with one decimal and patients a whole number,
 * a non-numeric value becoming 0; a blank number counts as not sent (the default on create).
 */
function textToField(name: string, value: string): unknown {
  if (name === 'rating') return value.trim() === '' ? undefined : normalizeServiceRating(value)
  if (WHOLE_NUMBER_FIELDS.has(name)) return value.trim() === '' ? undefined : normalizePatients(value)
  if (name === 'isPopular') return TRUE_WORDS.has(value.trim().toLowerCase())
  // The translations travel as one JSON text part; anything else is left for the schema to refuse.
  if (name === 'i18n') {
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  }
  return value
}

/**
 * Reads the multipart service form of the first client (list fields as repeated keys, optional file
 * `image`) into the same fields a JSON body carries, then validates them with the JSON body's schema.
 */
export async function readServiceForm(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: TSchema,
): Promise<{ fields: Fields; image?: { url: string; sha256: string } }> {
  const fields: Fields = {}
  const lists = new Map<string, string[]>()
  let uploaded: { url: string; sha256: string } | undefined
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume()
        throw app.httpErrors.badRequest(`${part.fieldname} cannot carry a file: send the picture as 'image'`)
      }
      // A file input left empty still sends a part, without a name or bytes.
      if (!part.filename) {
        part.file.resume()
        continue
      }
      // The uploads plugin checks the bytes and stores metadata-free WebP variants.
      const { url, sha256 } = await app.images.store(part, request.user?.id)
      uploaded = { url, sha256 }
      continue
    }
    const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value)
    const name = listName(part.fieldname)
    if (LIST_FIELDS.has(name)) lists.set(name, [...(lists.get(name) ?? []), value])
    else fields[part.fieldname] = textToField(part.fieldname, value)
  }
  for (const [name, values] of lists) fields[name] = listEntries(values)
  if (uploaded) fields.image = uploaded.url
  for (const name of Object.keys(fields)) if (fields[name] === undefined) delete fields[name]
  try {
    validateInput(request, schema, fields)
  } catch (error) {
    // A refused form keeps nothing: the picture it carried goes too.
    if (uploaded) await app.images.remove(uploaded.url)
    throw error
  }
  return { fields, image: uploaded }
}
