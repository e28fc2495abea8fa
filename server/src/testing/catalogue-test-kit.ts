import { type Role, STAFF_READ_PREFIX } from '@labsite/shared'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createUserWithToken } from './auth-helpers'
import { buildTestApp } from './build-test-app'

type Body = Record<string, unknown>

export interface CatalogueTestContext {
  app: App
  /** Bearer headers of an admin, a staff member and a visitor. */
  as: Record<Role, { authorization: string }>
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
  /** Audit rows of one record, oldest first. */
  auditOf(entity: string, entityId: string): Promise<{ action: string; before: unknown; after: unknown }[]>
}

/** A record as the public reads answer it: staff-only `i18n` left out (one language per answer). */
export function publicShapeOf(record: Body): Body {
  const { i18n: _staffOnly, ...shown } = record
  return shown
}

/** A fresh app (own database) for one test file, with a user of each role. */
export function setupCatalogueTest(): CatalogueTestContext {
  const context = {} as CatalogueTestContext
  beforeAll(async () => {
    const app = await buildTestApp()
    const [admin, staff, visitor] = await Promise.all(
      (['admin', 'staff', 'visitor'] as const).map((role) => createUserWithToken(app, role)),
    )
    Object.assign(context, {
      app,
      as: { admin: admin.headers, staff: staff.headers, visitor: visitor.headers },
      inject: (options: InjectOptions) => app.inject(options),
      auditOf: async (entity: string, entityId: string) => {
        const rows = await app
          .knex('audit_log')
          .where({ entity, entity_id: entityId })
          .orderBy('id')
          .select('action', 'before', 'after')
        return rows.map((row) => ({
          action: row.action,
          before: typeof row.before === 'string' ? JSON.parse(row.before) : row.before,
          after: typeof row.after === 'string' ? JSON.parse(row.after) : row.after,
        }))
      },
    })
  })
  afterAll(async () => {
    await context.app?.close()
  })
  return context
}

export interface CrudContract {
  /** Full URL of the collection, e.g. '/api/blood-tests'. */
  url: string
  /** Audit entity, e.g. 'blood-test'. */
  entity: string
  /** A valid create body, and what the answer must then contain (defaults filled in). */
  create: Body
  created: Body
  /** A change of one or two fields, and the field a create without it is refused for. */
  update: Body
  requiredField: string
  /** Where the record sits in a POST/PUT answer (services answer `{ service, services }`). */
  unwrap?: (answer: Body) => Body
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/**
 * The behaviour every list resource shares: create/list/update/delete, roles, validation,
 * versions (ETag, If-Match → 412), idempotent POST replay, 304 on an unchanged GET and the audit trail.
 */
export function describeCrudContract(t: CatalogueTestContext, contract: CrudContract): void {
  const { url } = contract
  const count = async () => (await t.inject({ method: 'GET', url })).json().length as number
  const unwrap = contract.unwrap ?? ((answer: Body) => answer)
  const create = (body: Body = contract.create) =>
    t.inject({ method: 'POST', url, headers: t.as.admin, payload: body })
  const created = async () => unwrap((await create()).json()) as Body & { id: string }

  describe(`${url} (shared catalogue behaviour)`, () => {
    it('creates a record with its defaults, lists it and answers it alone with its version as ETag', async () => {
      const res = await create()
      expect(res.statusCode).toBe(201)
      const record = unwrap(res.json()) as Body & { id: string }
      expect(record).toMatchObject({ ...contract.created, version: 1 })
      expect(record._id).toBe(record.id)
      expect(res.headers.etag).toBe('"1"')

      const list = await t.inject({ method: 'GET', url })
      expect(list.statusCode).toBe(200)
      expect(list.json().map((r: Body) => r.id)).toContain(record.id)

      const one = await t.inject({ method: 'GET', url: `${url}/${record.id}` })
      expect(one.statusCode).toBe(200)
      expect(one.json()).toEqual(publicShapeOf(record))
      expect(one.headers.etag).toBe('"1"')
      expect(await t.auditOf(contract.entity, record.id)).toEqual([
        { action: 'create', before: null, after: record },
      ])
    })

    it('updates only the sent fields, bumps the version and audits before and after', async () => {
      const before = await created()
      const res = await t.inject({
        method: 'PUT',
        url: `${url}/${before.id}`,
        headers: { ...t.as.admin, 'if-match': '"1"' },
        payload: contract.update,
      })
      expect(res.statusCode).toBe(200)
      const after = unwrap(res.json()) as Body & { updatedAt: string }
      expect(after).toEqual({
        ...before,
        ...contract.update,
        version: 2,
        updatedAt: after.updatedAt,
        ...pickAliases(after),
      })
      expect(res.headers.etag).toBe('"2"')
      expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(before.updatedAt as string).getTime(),
      )
      const trail = await t.auditOf(contract.entity, before.id)
      expect(trail.at(-1)).toEqual({ action: 'update', before, after })
    })

    it('refuses a stale If-Match with 412 and the current record, changing nothing', async () => {
      const record = await created()
      await t.inject({
        method: 'PUT',
        url: `${url}/${record.id}`,
        headers: t.as.admin,
        payload: contract.update,
      })
      const current = (await t.inject({ method: 'GET', url: `${url}/${record.id}` })).json()
      const stale = await t.inject({
        method: 'PUT',
        url: `${url}/${record.id}`,
        headers: { ...t.as.admin, 'if-match': '"1"' },
        payload: contract.create,
      })
      expect(stale.statusCode).toBe(412)
      expect(publicShapeOf(stale.json().current)).toEqual(current)
      const staleDelete = await t.inject({
        method: 'DELETE',
        url: `${url}/${record.id}`,
        headers: { ...t.as.admin, 'if-match': '"1"' },
      })
      expect(staleDelete.statusCode).toBe(412)
      expect((await t.inject({ method: 'GET', url: `${url}/${record.id}` })).json()).toEqual(current)
    })

    it('deletes with 204, then answers 404 for that id', async () => {
      const record = await created()
      const res = await t.inject({ method: 'DELETE', url: `${url}/${record.id}`, headers: t.as.admin })
      expect(res.statusCode).toBe(204)
      expect(res.body).toBe('')
      expect((await t.inject({ method: 'GET', url: `${url}/${record.id}` })).statusCode).toBe(404)
      const again = await t.inject({ method: 'DELETE', url: `${url}/${record.id}`, headers: t.as.admin })
      expect(again.statusCode).toBe(404)
      expect(again.json().message).toMatch(/not found$/)
      expect((await t.auditOf(contract.entity, record.id)).at(-1)).toEqual({
        action: 'delete',
        before: record,
        after: null,
      })
    })

    it('answers staff the list and the record at the staff path, private, and nobody else', async () => {
      const record = await created()
      const staffUrl = url.replace(/^\/api\//, `/api/${STAFF_READ_PREFIX}/`)
      const list = await t.inject({ method: 'GET', url: staffUrl, headers: t.as.staff })
      expect(list.statusCode).toBe(200)
      expect(list.json().map((item: Body) => item.id)).toContain(record.id)
      expect(list.headers['cache-control'] ?? '').not.toContain('public')
      const one = await t.inject({ method: 'GET', url: `${staffUrl}/${record.id}`, headers: t.as.staff })
      expect(one.statusCode).toBe(200)
      expect(one.json()).toEqual(record)
      expect(one.headers.etag).toBe(`"${record.version}"`)
      expect((await t.inject({ method: 'GET', url: staffUrl })).statusCode).toBe(401)
      expect((await t.inject({ method: 'GET', url: staffUrl, headers: t.as.visitor })).statusCode).toBe(403)
    })

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const unknown = await t.inject({
          method,
          url: `${url}/${UNKNOWN_ID}`,
          headers: t.as.admin,
          ...(method === 'PUT' ? { payload: contract.update } : {}),
        })
        expect(unknown.statusCode, method).toBe(404)
        const malformed = await t.inject({ method, url: `${url}/not-an-id`, headers: t.as.admin })
        expect(malformed.statusCode, method).toBe(400)
      }
    })

    it('refuses writes without a token (401) and from visitors and staff (403), changing nothing', async () => {
      const record = await created()
      const before = await count()
      const writes: InjectOptions[] = [
        { method: 'POST', url, payload: contract.create },
        { method: 'PUT', url: `${url}/${record.id}`, payload: contract.update },
        { method: 'DELETE', url: `${url}/${record.id}` },
      ]
      for (const write of writes) {
        expect((await t.inject(write)).statusCode, `${write.method} anonymous`).toBe(401)
        for (const role of ['visitor', 'staff'] as const) {
          const res = await t.inject({ ...write, headers: t.as[role] })
          expect(res.statusCode, `${write.method} ${role}`).toBe(403)
        }
      }
      // Auth comes before validation: junk from a stranger is still a 401.
      expect((await t.inject({ method: 'POST', url, payload: { junk: true } })).statusCode).toBe(401)
      expect(await count()).toBe(before)
      expect((await t.inject({ method: 'GET', url: `${url}/${record.id}` })).json()).toEqual(
        publicShapeOf(record),
      )
    })

    it('refuses a create without a required field with 400 naming it', async () => {
      const before = await count()
      const { [contract.requiredField]: _left, ...incomplete } = contract.create
      const res = await create(incomplete)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(contract.requiredField)
      expect(await count()).toBe(before)
    })

    it('refuses an update that changes nothing', async () => {
      const record = await created()
      const res = await t.inject({
        method: 'PUT',
        url: `${url}/${record.id}`,
        headers: t.as.admin,
        payload: { notAField: 1 },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Send at least one field to change')
    })

    it('replays a repeated POST with the same Idempotency-Key, and refuses the key for another body', async () => {
      const before = await count()
      const headers = { ...t.as.admin, 'idempotency-key': `key-${Math.random()}` }
      const first = await t.inject({ method: 'POST', url, headers, payload: contract.create })
      const second = await t.inject({ method: 'POST', url, headers, payload: contract.create })
      expect(first.statusCode).toBe(201)
      expect(second.statusCode).toBe(201)
      expect(unwrap(second.json()).id).toBe(unwrap(first.json()).id)
      expect(await count()).toBe(before + 1)
      const other = await t.inject({
        method: 'POST',
        url,
        headers,
        payload: { ...contract.create, ...contract.update },
      })
      expect(other.statusCode).toBe(422)
      expect(await count()).toBe(before + 1)
    })

    it('answers 304 to If-None-Match while the list or record is unchanged', async () => {
      const record = await created()
      for (const target of [url, `${url}/${record.id}`]) {
        const first = await t.inject({ method: 'GET', url: target })
        expect(first.headers['cache-control']).toContain('public')
        const again = await t.inject({
          method: 'GET',
          url: target,
          headers: { 'if-none-match': first.headers.etag as string },
        })
        expect(again.statusCode, target).toBe(304)
      }
    })
  })
}

/** Fields that mirror another (background images answer url and imageUrl) follow the update. */
function pickAliases(record: Body): Body {
  const aliases: Body = {}
  if ('imageUrl' in record && 'url' in record) aliases.imageUrl = record.url
  if ('altText' in record && 'alt' in record) aliases.altText = record.alt
  return aliases
}

export interface DocumentContract {
  getUrl: string
  putUrl: string
  /** The documents key, which is also the audit entity. */
  key: string
  /** A valid change of some fields, and a body that must be refused with 400 (its message containing `invalidMessage`). */
  change: Body
  invalid: Body
  invalidMessage: string
}

/** Singletons: GET answers the object, PUT merges the sent fields, versions and audits them. */
export function describeDocumentContract(t: CatalogueTestContext, contract: DocumentContract): void {
  const { getUrl, putUrl } = contract
  const read = () => t.inject({ method: 'GET', url: getUrl })

  describe(`${getUrl} and PUT ${putUrl} (shared document behaviour)`, () => {
    it('answers the whole object with its version as ETag, and 304 while it is unchanged', async () => {
      const res = await read()
      expect(res.statusCode).toBe(200)
      expect(res.headers.etag).toMatch(/^"\d+"$/)
      expect(res.headers['cache-control']).toContain('public')
      const again = await t.inject({
        method: 'GET',
        url: getUrl,
        headers: { 'if-none-match': res.headers.etag as string },
      })
      expect(again.statusCode).toBe(304)
    })

    it('answers staff the object at the staff path, private, and nobody else', async () => {
      const staffUrl = getUrl.replace(/^\/api\//, `/api/${STAFF_READ_PREFIX}/`)
      const res = await t.inject({ method: 'GET', url: staffUrl, headers: t.as.staff })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual((await read()).json())
      expect(res.headers['cache-control'] ?? '').not.toContain('public')
      expect((await t.inject({ method: 'GET', url: staffUrl })).statusCode).toBe(401)
      expect((await t.inject({ method: 'GET', url: staffUrl, headers: t.as.visitor })).statusCode).toBe(403)
    })

    it('merges the sent fields into the stored object, bumps the version and audits the change', async () => {
      const before = await read()
      const version = Number(JSON.parse(before.headers.etag as string))
      const res = await t.inject({
        method: 'PUT',
        url: putUrl,
        headers: { ...t.as.admin, 'if-match': `"${version}"` },
        payload: contract.change,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ ...before.json(), ...contract.change })
      expect(res.headers.etag).toBe(`"${version + 1}"`)
      const after = await read()
      expect(after.json()).toEqual(res.json())
      expect(after.headers.etag).toBe(`"${version + 1}"`)
      const trail = await t.auditOf(contract.key, contract.key)
      expect(trail.at(-1)).toEqual({ action: 'update', before: before.json(), after: res.json() })
    })

    it('refuses a stale If-Match with 412 and the current object', async () => {
      const current = await read()
      const res = await t.inject({
        method: 'PUT',
        url: putUrl,
        headers: { ...t.as.admin, 'if-match': '"999"' },
        payload: contract.change,
      })
      expect(res.statusCode).toBe(412)
      expect(res.json().current).toEqual(current.json())
      expect((await read()).headers.etag).toBe(current.headers.etag)
    })

    it('refuses writes without a token (401) and from visitors and staff (403), changing nothing', async () => {
      const before = await read()
      expect((await t.inject({ method: 'PUT', url: putUrl, payload: contract.change })).statusCode).toBe(401)
      for (const role of ['visitor', 'staff'] as const) {
        const res = await t.inject({
          method: 'PUT',
          url: putUrl,
          headers: t.as[role],
          payload: contract.change,
        })
        expect(res.statusCode, role).toBe(403)
      }
      expect((await read()).body).toBe(before.body)
    })

    it('refuses invalid and empty bodies with 400, changing nothing', async () => {
      const before = await read()
      const invalid = await t.inject({
        method: 'PUT',
        url: putUrl,
        headers: t.as.admin,
        payload: contract.invalid,
      })
      expect(invalid.statusCode).toBe(400)
      expect(invalid.json().message).toContain(contract.invalidMessage)
      const empty = await t.inject({ method: 'PUT', url: putUrl, headers: t.as.admin, payload: {} })
      expect(empty.statusCode).toBe(400)
      expect((await read()).body).toBe(before.body)
    })
  })
}

/** A multipart/form-data body as a browser's FormData sends it; a [name, bytes, filename] entry is a file. */
export async function multipartBody(
  entries: ([string, string] | [string, Uint8Array, string])[],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData()
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([value]), filename)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  }
}
