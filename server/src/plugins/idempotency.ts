import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { requestFingerprint } from '../lib/infrastructure/request-fingerprint'
import { createIdempotencyKeys } from './idempotency-keys'
import { scopeOf } from './idempotency-scope'

export { IDEMPOTENCY_TTL_MS } from './idempotency-keys'

const HEADER = 'idempotency-key'
const MAX_KEY_LENGTH = 255

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

/**
 * `Idempotency-Key` on any POST (docs/api.md "API conventions", IETF httpapi-idempotency-key draft): the first
 * answer is replayed for a repeat of the same request within 24 h; the same key with a different
 * request (method, path, query, every field, every file's bytes) answers 422. A stored answer holds
 * only what the replay needs: for routes with `config.idempotency.replay`, the created record's id.
 * Runs at preHandler, so authorization and validation have already happened.
 */
export default fp(
  async (app) => {
    const keys = createIdempotencyKeys(app)

    app.decorate('idempotency', {
      async claimAfterBody(request, reply, content) {
        const pending = request.idempotency
        if (!pending || pending.claimed) return false
        // Only now is the form read: the guest's contact binds the key.
        pending.scope = scopeOf(request, content)
        const outcome = await keys.claim(
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
        await keys.recordCreated(claimed, resourceId, statusCode, trx)
      },
      forget: keys.forget,
      purgeExpired: keys.purgeExpired,
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
      const outcome = await keys.claim(
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
      try {
        await keys.storeAnswer(request, reply, payload, claimed)
      } catch (error) {
        // The answer stands (the record, if any, is committed); an unfinished claim is taken over after its lease.
        request.log.warn({ err: error }, 'idempotency record not updated')
      }
      return payload
    })
  },
  { name: 'idempotency', dependencies: ['db', 'scheduler', 'auth'] },
)
