import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { setVersionEtag } from '../lib/kits/versioning'
import { routeOf } from './idempotency-scope'

/** How long a key is remembered (docs/api.md "API conventions"; the IETF httpapi-idempotency-key draft leaves it to us). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
const REPLAYED_HEADERS = ['content-type', 'etag', 'location', 'x-total-count']

const KEY_REUSED =
  'This Idempotency-Key was already used for a different request: send a new key with a new request'

interface StoredKey {
  request_hash: string
  status_code: number | null
  response_body: string | null
  response_headers: Record<string, string> | string | null
  resource_id: string | null
  created_at: Date | string
}

/** The headers of an answer that a replay repeats. */
function replayedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name)
    if (value !== undefined) headers[name] = String(value)
  }
  return headers
}

/** The keys table: claiming a key, replaying its answer, storing it, forgetting it. */
export function createIdempotencyKeys(app: FastifyInstance) {
  const table = (trx?: Knex.Transaction) => (trx ?? app.knex)('idempotency_keys')
  const olderThan = (ms: number) => new Date(Date.now() - ms)

  async function replay(request: FastifyRequest, reply: FastifyReply, stored: StoredKey): Promise<void> {
    const headers =
      typeof stored.response_headers === 'string'
        ? JSON.parse(stored.response_headers)
        : (stored.response_headers ?? {})
    reply.headers(headers)
    reply.header('idempotent-replayed', 'true')
    const route = request.routeOptions.config?.idempotency
    if (stored.resource_id && route) {
      const record = await route.replay(stored.resource_id)
      if (!record) throw app.httpErrors.notFound('The record created by this request no longer exists')
      if (typeof record.version === 'number') setVersionEtag(reply, record.version)
      await reply.code(stored.status_code ?? 201).send(record)
      return
    }
    await reply.code(stored.status_code ?? 200).send(stored.response_body)
  }

  /** A claim whose request died without an answer (e.g. the database went away) is taken over after its lease. */
  async function takeOver(key: string, scope: string): Promise<'claimed'> {
    const takenOver = await table()
      .where({ key, scope })
      .whereNull('status_code')
      .andWhere('created_at', '<', olderThan(app.config.idempotencyLeaseMs))
      .update({ created_at: app.knex.fn.now() })
      .returning('key')
    if (takenOver.length > 0) return 'claimed'
    throw app.httpErrors.conflict('A request with this Idempotency-Key is still being processed')
  }

  /** Takes the key for this request, or answers from the earlier one: 'claimed' or 'replayed'. */
  async function claim(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    scope: string,
    hash: string,
  ): Promise<'claimed' | 'replayed'> {
    await table().where({ key }).andWhere('created_at', '<', olderThan(IDEMPOTENCY_TTL_MS)).delete()
    // The key is someone else's on this route (another account, another guest's contact): refused,
    // never a fresh request, so a copied key neither replays their answer nor tells whose it was.
    const holders: { scope: string }[] = await table().where({ key }).select('scope')
    if (holders.some((row) => row.scope !== scope && row.scope.startsWith(routeOf(request))))
      throw app.httpErrors.unprocessableEntity(KEY_REUSED)
    const inserted = await table()
      .insert({ key, scope, request_hash: hash })
      .onConflict(['key', 'scope'])
      .ignore()
      .returning('key')
    if (inserted.length > 0) return 'claimed'
    const stored: StoredKey | undefined = await table().where({ key, scope }).first()
    if (!stored) throw app.httpErrors.conflict('Please retry this request')
    if (stored.request_hash !== hash) throw app.httpErrors.unprocessableEntity(KEY_REUSED)
    if (stored.status_code === null) return takeOver(key, scope)
    await replay(request, reply, stored)
    return 'replayed'
  }

  /**
   * Keeps a successful answer for replays (a record route's only as its id, so its personal data is
   * never copied here); a refused or failed request stored nothing, so its key is freed for a
   * corrected retry.
   */
  async function storeAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    claimed: { key: string; scope: string },
  ): Promise<void> {
    const where = table().where({ key: claimed.key, scope: claimed.scope })
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const storesRecordOnly = Boolean(request.routeOptions.config?.idempotency)
      if (storesRecordOnly || typeof payload === 'string' || payload === null) {
        await where.update({
          status_code: reply.statusCode,
          response_body: storesRecordOnly ? null : (payload ?? ''),
          response_headers: JSON.stringify(replayedHeaders(reply)),
          completed_at: app.knex.fn.now(),
        })
        return
      }
    }
    await where.whereNull('resource_id').delete()
  }

  return {
    claim,
    storeAnswer,

    /** In the transaction that stores the created record: the key's answer becomes "this record". */
    async recordCreated(
      claimed: { key: string; scope: string },
      resourceId: string,
      statusCode: number,
      trx: Knex.Transaction,
    ) {
      await table(trx)
        .where({ key: claimed.key, scope: claimed.scope })
        .update({ resource_id: resourceId, status_code: statusCode, completed_at: app.knex.fn.now() })
    },

    // Counted from `returning`: PGlite's driver answers a delete's count in another shape than pg's.
    forget: async (resourceIds: readonly string[], trx?: Knex.Transaction) =>
      resourceIds.length === 0
        ? 0
        : (await table(trx).whereIn('resource_id', resourceIds).delete().returning('key')).length,

    purgeExpired: async () =>
      (await table().where('created_at', '<', olderThan(IDEMPOTENCY_TTL_MS)).delete().returning('key'))
        .length,
  }
}
