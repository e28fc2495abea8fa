import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isRecord, type LocalizedFieldKinds, MissingTranslation, missingTranslations } from '@labsite/shared'
import { Type } from 'typebox'
import { defaultDocuments } from '../../db/demo-content'
import { createCrudRepository, type OrderBy, type Row } from '../../lib/kits/crud-repository'
import { staffReadPath } from '../../lib/kits/crud-routes'
import type { DocumentResource } from '../../lib/kits/document-routes'
import { readDocumentRows } from '../../lib/kits/documents-repository'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { aboutDocument } from '../about'
import { backgroundImagesResource } from '../background-images'
import { bannerDocument } from '../banner'
import { blogsResource } from '../blogs'
import { bloodTestsResource } from '../blood-tests'
import { faqsResource } from '../faqs'
import { menuResource } from '../menu'
import { offersResource } from '../offers'
import { servicesResource } from '../services/services-repository'
import { siteSettingsDocument } from '../site-settings'
import { slidersResource } from '../sliders'
import { testimonialsResource } from '../testimonials'
import { thyroidPackagesResource } from '../thyroid-packages'

/** What this read needs of a list resource (crud-routes.ts CrudResource): its table, and its records as fields. */
interface TranslatableList {
  table: string
  orderBy: OrderBy
  entity: string
  label: string
  path: string
  toRecord: (row: Row) => Record<string, unknown>
  localizedFields?: LocalizedFieldKinds
}

/** Every list with translatable fields, in the admin's tab order (the answer is grouped in this order). */
const LISTS: TranslatableList[] = [
  servicesResource,
  bloodTestsResource,
  offersResource,
  thyroidPackagesResource,
  menuResource,
  backgroundImagesResource,
  slidersResource,
  testimonialsResource,
  faqsResource,
  blogsResource,
]

/** Every document with translatable fields. */
const DOCUMENTS: DocumentResource[] = [bannerDocument, aboutDocument, siteSettingsDocument]

/** The field staff know a record by (its English title or name), else its id. */
const NAME_FIELDS = ['title', 'name', 'question', 'altText', 'alt'] as const
const nameOf = (record: Record<string, unknown>, fallback: string) =>
  NAME_FIELDS.map((field) => record[field]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  ) ?? fallback

const parse = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  return isRecord(parsed) ? parsed : {}
}

function entryOf(
  record: Record<string, unknown>,
  fields: LocalizedFieldKinds,
  about: { resource: string; label: string; id: string; version: number; writePath: string },
): MissingTranslation | undefined {
  const missing = missingTranslations(record, fields)
  if (missing.length === 0) return undefined
  return {
    ...about,
    name: nameOf(record, about.id),
    missing,
    english: Object.fromEntries(missing.map((field) => [field, record[field]])),
    i18n: isRecord(record.i18n) ? record.i18n : {},
  }
}

/**
 * GET /admin/edit/missing-translations (staff): every record and document with English and no Hindi in
 * a translatable field (shared LOCALIZED_FIELDS), one query per table, for the admin's "Missing
 * translations" list. Drafts are listed too: they will be shown once published.
 */
const missingTranslationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    staffReadPath('/missing-translations'),
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['content'],
        security: BEARER,
        response: { 200: Type.Array(MissingTranslation), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const lists = await Promise.all(
        LISTS.map(async (resource) => {
          const records = await createCrudRepository(app.knex, resource).all()
          return records.flatMap((record) => {
            const id = String(record._id)
            const entry = entryOf(record, resource.localizedFields ?? {}, {
              resource: resource.entity,
              label: resource.label,
              id,
              version: Number(record.version),
              writePath: `${resource.path}/${id}`,
            })
            return entry ? [entry] : []
          })
        }),
      )
      const stored = await readDocumentRows(
        app.knex,
        DOCUMENTS.map((document) => document.key),
      )
      const documents = DOCUMENTS.flatMap((document) => {
        const row = stored.find((candidate) => candidate.key === document.key)
        // A document never saved reads as its defaults (readDocument in document-routes.ts does the same).
        const value = {
          ...defaultDocuments[document.key],
          ...(row ? parse(row.value) : {}),
        }
        const entry = entryOf(value, document.localizedFields ?? {}, {
          resource: document.key,
          label: document.label,
          id: document.key,
          version: Number(row?.version ?? 1),
          writePath: document.putPath,
        })
        return entry ? [{ ...entry, name: document.label }] : []
      })
      return [...lists.flat(), ...documents]
    },
  )
}

export default missingTranslationsRoute
