import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DocumentDraftState } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { Type } from 'typebox'
import { type DocumentKey, defaultDocuments } from '../../db/demo-content'
import type { Fields } from './crud-repository'
import { staffReadPath } from './crud-routes'
import { assertHasChanges } from './crud-writes'
import { type DocumentResource, readDocument, type StoredDocument, writeDocument } from './document-routes'
import { clearDraft, findDraftRow, lockDocument, saveDraft } from './documents-repository'
import { iso } from './records'
import { BEARER, UNVERSIONED_WRITE_ERRORS, WRITE_ERRORS } from './route-answers'
import { setVersionEtag } from './versioning'

/**
 * The draft of a singleton (banner, About), kept beside its published value in the same
 * `documents` row: public reads never see it; staff save it, preview it, and publish it (at once, or
 * the scheduler at `draft_publish_at`), which copies it over the published value as one audited,
 * versioned write.
 */

const parse = (value: unknown): Fields | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? JSON.parse(value)
      : (value as Fields)

const timeOrNull = (value: Date | string | null | undefined) => (value ? iso(value) : null)

/** The draft as staff read it (null when there is none). */
export async function readDraft(db: Knex | Knex.Transaction, key: DocumentKey): Promise<DocumentDraftState> {
  const row = await findDraftRow(db, key)
  return {
    draft: parse(row?.draft),
    publishAt: timeOrNull(row?.draft_publish_at),
    updatedAt: timeOrNull(row?.draft_updated_at),
  }
}

/** The document as its preview shows it: the draft when there is one, else the published value. */
export async function draftOrPublished(db: Knex, key: DocumentKey): Promise<Fields> {
  const [published, { draft }] = await Promise.all([readDocument(db, key), readDraft(db, key)])
  return draft ?? published.value
}

/**
 * Publishes the draft: the published value becomes it (an ordinary document write: If-Match, version,
 * audit, revision, change event) and the draft is gone. Null when there is no draft (someone published
 * or discarded it first). Inside `db` when it is a transaction (the scheduler's, holding the row).
 */
export function publishDraft(
  app: FastifyInstance,
  request: FastifyRequest,
  key: DocumentKey,
  db: Knex | Knex.Transaction = app.knex,
): Promise<StoredDocument | null> {
  return db.transaction(async (trx) => {
    const row = await findDraftRow(trx, key, { forUpdate: true })
    const draft = parse(row?.draft)
    if (!draft) return null
    const saved = await writeDocument(
      app,
      request,
      key,
      (current) => ({ ...current, ...draft }),
      undefined,
      trx,
    )
    await clearDraft(trx, key)
    return saved
  })
}

export function documentDraftRoutes(resource: DocumentResource): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { key } = resource
    const onRequest = [app.requireRole('admin')]
    const tags = [resource.tag]
    const draftPath = `${resource.putPath}/draft`
    const noDraft = () => app.httpErrors.notFound(`${resource.label} has no draft`)

    app.get(
      staffReadPath(`${resource.getPath}/draft`),
      {
        onRequest: [app.requireRole('staff')],
        schema: { tags, security: BEARER, response: { 200: DocumentDraftState } },
      },
      () => readDraft(app.knex, key),
    )

    app.put(
      draftPath,
      {
        onRequest,
        schema: {
          tags,
          security: BEARER,
          body: Type.Object(
            {
              value: Type.Optional(resource.updateBody),
              /** When the scheduler publishes the draft; null: only when staff publish it. */
              publishAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
            },
            { additionalProperties: false },
          ),
          response: { 200: DocumentDraftState, ...UNVERSIONED_WRITE_ERRORS },
        },
      },
      async (request) => {
        const { value = {}, publishAt } = request.body
        if (publishAt === undefined) assertHasChanges(app, value)
        return app.knex.transaction(async (trx) => {
          await lockDocument(trx, key, defaultDocuments[key])
          const before = await readDraft(trx, key)
          const base = before.draft ?? (await readDocument(trx, key)).value
          const changes = resource.prepare ? resource.prepare(value, base, request) : value
          const draft = { ...base, ...changes }
          await saveDraft(trx, key, draft, publishAt)
          const after = await readDraft(trx, key)
          await app.writeRule.action(request, trx, {
            action: 'update',
            entity: key,
            entityId: `${key}:draft`,
            before,
            after,
            announces: null,
          })
          return after
        })
      },
    )

    app.delete(
      draftPath,
      {
        onRequest,
        schema: { tags, security: BEARER, response: { 204: Type.Null(), ...UNVERSIONED_WRITE_ERRORS } },
      },
      async (request, reply) => {
        await app.knex.transaction(async (trx) => {
          const before = await readDraft(trx, key)
          if (!before.draft) throw noDraft()
          await clearDraft(trx, key)
          await app.writeRule.action(request, trx, {
            action: 'delete',
            entity: key,
            entityId: `${key}:draft`,
            before,
            announces: null,
          })
        })
        return reply.code(204).send(null)
      },
    )

    app.post(
      `${draftPath}/publish`,
      {
        onRequest,
        schema: {
          tags,
          security: BEARER,
          response: { 200: resource.schema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const saved = await publishDraft(app, request, key)
        if (!saved) throw noDraft()
        setVersionEtag(reply, saved.version)
        return saved.value
      },
    )
  }
}
