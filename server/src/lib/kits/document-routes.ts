import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type LocalizedFieldKinds, localize } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { TObject } from 'typebox'
import { type DocumentKey, defaultDocuments } from '../../db/demo-content'
import type { Fields } from './crud-repository'
import { staffReadPath } from './crud-routes'
import { assertHasChanges } from './crud-writes'
import { documentDraftRoutes } from './document-drafts'
import { findDocumentRow, lockDocument, saveDocumentValue } from './documents-repository'
import { BEARER, WRITE_ERRORS } from './route-answers'
import { contentLanguageOf, languageEtag, tidyTranslations } from './translations'
import { setVersionEtag } from './versioning'

/** A singleton (contact info, settings, banner, about) kept as one jsonb value in `documents`. */
export interface DocumentResource {
  key: DocumentKey
  /** For messages and the audit log's readers, e.g. 'Contact info'. */
  label: string
  tag: string
  getPath: string
  putPath: string
  /** The whole object as GET answers it, and the PUT body (any subset of its fields). */
  schema: TObject
  updateBody: TObject
  /** Normalizes or checks the sent fields against the current value (throws a 4xx to refuse). */
  prepare?: (changes: Fields, current: Fields, request: FastifyRequest) => Fields
  /** A draft beside the published value, published by staff or at a time (document-drafts.ts). */
  drafts?: boolean
  /** Its localizable fields: kept in the value's `i18n`, the public read answers one language. */
  localizedFields?: LocalizedFieldKinds
}

export interface StoredDocument {
  value: Fields
  version: number
}

const parse = (value: unknown): Fields => (typeof value === 'string' ? JSON.parse(value) : (value as Fields))

/** The document as the API answers it: stored fields over the built-in defaults (so none is ever missing). */
export async function readDocument(db: Knex | Knex.Transaction, key: DocumentKey): Promise<StoredDocument> {
  const row = await findDocumentRow(db, key)
  return {
    value: { ...(defaultDocuments[key] as Fields), ...(row ? parse(row.value) : {}) },
    version: row?.version ?? 1,
  }
}

/**
 * Replaces the document with `change(current)` through the write rule (plugins/write-rule.ts):
 * If-Match, version bumped, audit, revision and change event in one transaction (inside `db` when it
 * is one). `restoredFrom` marks a restore.
 */
export async function writeDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  key: DocumentKey,
  change: (current: Fields) => Fields,
  restoredFrom?: string,
  db: Knex | Knex.Transaction = app.knex,
): Promise<StoredDocument> {
  const target = {
    entity: key,
    id: key,
    notFound: `${key} not found`,
    restoredFrom,
    lock: async (trx: Knex.Transaction) => {
      await lockDocument(trx, key, defaultDocuments[key])
      const { value, version } = await readDocument(trx, key)
      return { record: value, version }
    },
  }
  const saved = await db.transaction((trx) =>
    app.writeRule.update(request, { ...target, trx }, async (before) => {
      const after = change(before.record)
      return { record: after, version: await saveDocumentValue(trx, key, after) }
    }),
  )
  return { value: saved.record, version: saved.version }
}

export function documentRoutes(resource: DocumentResource): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { key } = resource
    app.revisions.track({ kind: 'document', entity: key, label: resource.label })

    app.get(
      resource.getPath,
      {
        config: { publicCache: true, cacheTags: [key] },
        schema: { tags: [resource.tag], response: { 200: resource.schema } },
      },
      async (request, reply) => {
        const document = await readDocument(app.knex, key)
        const { localizedFields } = resource
        if (!localizedFields) {
          setVersionEtag(reply, document.version)
          return document.value
        }
        const language = contentLanguageOf(request)
        reply.header('etag', languageEtag(document.version, language))
        return localize(document.value, language, localizedFields)
      },
    )

    // The staff read (docs/api.md): the document as staff edit it, never kept by public caches.
    app.get(
      staffReadPath(resource.getPath),
      {
        onRequest: [app.requireRole('staff')],
        schema: { tags: [resource.tag], security: BEARER, response: { 200: resource.schema } },
      },
      async (_request, reply) => {
        const document = await readDocument(app.knex, key)
        setVersionEtag(reply, document.version)
        return document.value
      },
    )

    app.put(
      resource.putPath,
      {
        onRequest: [app.requireRole('admin')],
        schema: {
          tags: [resource.tag],
          security: BEARER,
          body: resource.updateBody,
          response: { 200: resource.schema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const changes = assertHasChanges(app, request.body)
        if (resource.localizedFields && changes.i18n !== undefined) {
          changes.i18n = tidyTranslations(
            changes.i18n,
            resource.localizedFields,
            resource.schema,
            resource.label,
          )
        }
        const saved = await writeDocument(app, request, key, (current) => ({
          ...current,
          ...(resource.prepare ? resource.prepare(changes, current, request) : changes),
        }))
        setVersionEtag(reply, saved.version)
        return saved.value
      },
    )

    if (resource.drafts) await app.register(documentDraftRoutes(resource))
  }
}
