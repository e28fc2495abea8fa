import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { requestFingerprint } from '../lib/infrastructure/request-fingerprint'
import { setVersionEtag } from '../lib/kits/versioning'

const HEADER = 'idempotency-key'
const MAX_KEY_LENGTH = 255
/** How long a key is remembered (docs/api.md "API conventions"; the IETF httpapi-idempotency-key draft leaves it to us). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
const REPLAYED_HEADERS = ['content-type', 'etag', 'location', 'x-total-count']

/** A route whose answer holds personal data says how to rebuild it from the id of the record it created. */
export interface IdempotentRecordRoute {
  replay: (id: string) => Promise<Record<string, unknown> | null>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route ignores Idempotency-Key (credential routes: the store would keep passwords and tokens).
     * `{ replay }`: only the created record's id is stored (no personal data); a replay re-reads it.
     */
    idempotency?: false | IdempotentRecordRoute
  }
  interface FastifyRequest {
    idempotency?: { key: string; scope: string; claimed: boolean }
  }
  interface FastifyInstance {
    idempotency: {
      /**
       * Multipart routes read their body in the handler, so the whole request (fields and every file's
       * SHA-256) is known only then: call this after reading it and before any write. True: the reply
       * has been sent (a replay, 422 or 409 thrown otherwise) and the handler must stop.
       */
      claimAfterBody(request: FastifyRequest, reply: FastifyReply, content: unknown): Promise<boolean>
      /** In the transaction that stores the created record: the key's answer becomes "this record". */
      recordCreated(
        request: FastifyRequest,
        resourceId: string,
        statusCode: number,
        trx: Knex.Transaction,
      ): Promise<void>
      /** Erases the idempotency records of deleted or erased records. */
      forget(resourceIds: readonly string[], trx?: Knex.Transaction): Promise<number>
      /** Deletes records older than 24 h (the scheduled purge). */
      purgeExpired(): Promise<number>
    }
  }
}

/** Fields that say who a guest is (a booking's e-mail and phone, a lookup's contact). */
const CONTACT_FIELD = /(^|[a-z])(email|phone|contact)$/i

/**
 * Whose key it is: the account, or for a guest a fingerprint of the contact their request carries, so
 * nobody else's request with the same key is ever answered from it. A guest request
 * without contact fields is only ever replayed to an exact repeat of itself.
 */
function callerOf(request: FastifyRequest, content: unknown): string {
  if (request.user?.id) return `user:${request.user.id}`
  const body = (content as { fields?: unknown })?.fields ?? content
  if (body === null || typeof body !== 'object') return 'anonymous'
  const contact = Object.entries(body)
    .filter(([name, value]) => CONTACT_FIELD.test(name) && typeof value === 'string')
    .map(([name, value]) => `${name}=${(value as string).replace(/\s+/g, '').toLowerCase()}`)
    .sort()
  return contact.length === 0
    ? 'anonymous'
    : `guest:${createHash('sha256').update(contact.join('&')).digest('hex')}`
}

const routeOf = (request: FastifyRequest) => `${request.routeOptions.url ?? request.url} `
const scopeOf = (request: FastifyRequest, content: unknown) =>
  `${routeOf(request)}${callerOf(request, content)}`

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

/**
 * `Idempotency-Key` on any POST (docs/api.md "API conventions", IETF httpapi-idempotency-key draft): the first
 * answer is replayed for a repeat of the same request within 24 h; the same key with a different
 * request (method, path, query, every field, every file's bytes) answers 422. A stored answer holds
 * only what the replay needs: for routes with `config.idempotency.replay`, the created record's id.
 * Runs at preHandler, so authorization and validation have already happened.
 */
export default fp(
  async (app) => {
    const table = (trx?: Knex.Transaction) => (trx ?? app.knex)('idempotency_keys')

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

    /** Takes the key for this request, or answers from the earlier one: 'claimed' or 'replayed'. */
    async function claim(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      scope: string,
      hash: string,
    ): Promise<'claimed' | 'replayed'> {
      await table()
        .where({ key })
        .andWhere('created_at', '<', new Date(Date.now() - IDEMPOTENCY_TTL_MS))
        .delete()
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
      if (stored.request_hash !== hash) {
        throw app.httpErrors.unprocessableEntity(KEY_REUSED)
      }
      if (stored.status_code === null) {
        // A claim whose request died without an answer (e.g. the database went away) is taken over.
        const takenOver = await table()
          .where({ key, scope })
          .whereNull('status_code')
          .andWhere('created_at', '<', new Date(Date.now() - app.config.idempotencyLeaseMs))
          .update({ created_at: app.knex.fn.now() })
          .returning('key')
        if (takenOver.length > 0) return 'claimed'
        throw app.httpErrors.conflict('A request with this Idempotency-Key is still being processed')
      }
      await replay(request, reply, stored)
      return 'replayed'
    }

    app.decorate('idempotency', {
      async claimAfterBody(request, reply, content) {
        const pending = request.idempotency
        if (!pending || pending.claimed) return false
        // Only now is the form read: the guest's contact binds the key.
        pending.scope = scopeOf(request, content)
        const outcome = await claim(
          request,
          reply,
          pending.key,
          pending.scope,
          requestFingerprint(request, content),
        )
        pending.claimed = outcome === 'claimed'
        if (!pending.claimed) request.idempotency = undefined
        return outcome === 'replayed'
      },
      async recordCreated(request, resourceId, statusCode, trx) {
        const claimed = request.idempotency
        if (!claimed?.claimed) return
        await table(trx)
          .where({ key: claimed.key, scope: claimed.scope })
          .update({ resource_id: resourceId, status_code: statusCode, completed_at: app.knex.fn.now() })
      },
      // Counted from `returning`: PGlite's driver answers a delete's count in another shape than pg's.
      forget: async (resourceIds, trx) =>
        resourceIds.length === 0
          ? 0
          : (await table(trx).whereIn('resource_id', resourceIds).delete().returning('key')).length,
      purgeExpired: async () =>
        (
          await table()
            .where('created_at', '<', new Date(Date.now() - IDEMPOTENCY_TTL_MS))
            .delete()
            .returning('key')
        ).length,
    })

    app.scheduler.add({
      name: 'idempotency-purge',
      everyMs: 60 * 60 * 1000,
      run: () => app.idempotency.purgeExpired(),
    })

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || request.routeOptions.config?.idempotency === false) return
      const raw = request.headers[HEADER]
      if (raw === undefined) return
      const key = Array.isArray(raw) ? raw[0] : raw
      if (!key || key.length > MAX_KEY_LENGTH) {
        throw app.httpErrors.badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`)
      }
      // A route where signing in is optional (booking) has not looked at the token yet: the key is the
      // account's whenever the token is good, as the route will find too; a bad one books as a guest.
      if (!request.user && request.headers.authorization)
        await app.authenticate(request, reply).catch(() => undefined)
      const scope = scopeOf(request, request.body ?? null)
      request.idempotency = { key, scope, claimed: false }
      // A multipart body is still unread: the route claims the key once it has read it.
      if (request.isMultipart()) return
      const outcome = await claim(
        request,
        reply,
        key,
        scope,
        requestFingerprint(request, request.body ?? null),
      )
      if (outcome === 'claimed') {
        request.idempotency.claimed = true
        return
      }
      request.idempotency = undefined
      return reply
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotency
      if (!claimed?.claimed) return payload
      request.idempotency = undefined
      const where = table().where({ key: claimed.key, scope: claimed.scope })
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300) {
          const headers: Record<string, string> = {}
          for (const name of REPLAYED_HEADERS) {
            const value = reply.getHeader(name)
            if (value !== undefined) headers[name] = String(value)
          }
          const storesRecordOnly = Boolean(request.routeOptions.config?.idempotency)
          const storableBody = typeof payload === 'string' || payload === null
          if (storesRecordOnly || storableBody) {
            await where.update({
              status_code: reply.statusCode,
              // A record route's answer is rebuilt from its id, so its personal data is never copied here.
              response_body: storesRecordOnly ? null : (payload ?? ''),
              response_headers: JSON.stringify(headers),
              completed_at: app.knex.fn.now(),
            })
            return payload
          }
        }
        // A refused or failed request stored nothing: free the key so a corrected retry can run.
        await where.whereNull('resource_id').delete()
      } catch (error) {
        // The answer stands (the record, if any, is committed); an unfinished claim is taken over after its lease.
        request.log.warn({ err: error }, 'idempotency record not updated')
      }
      return payload
    })
  },
  { name: 'idempotency', dependencies: ['db', 'scheduler', 'auth'] },
)
