import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'
import { multipartBody } from '../testing/catalogue-test-kit'
import { guest, postBooking } from './bookings/bookings-test-kit'

/**
 * One write rule for staff (server/src/plugins/write-rule.ts): every staff write to a record (PUT,
 * PATCH, DELETE with a bearer token, and a POST whose OpenAPI answers name 412, such as publishing a draft
 * or restoring a revision) honours If-Match and answers a stale one with 412 and the record as it stands.
 * The OpenAPI document is walked and a stale If-Match sent to every such write, so a new route that skips
 * the rule fails here; creates have no version to compare.
 */

/** Staff writes that have no record version to compare, each with why. */
const NO_VERSION: Record<string, string> = {
  // A whole list's order is sent and stored at once; each record's own version guards its fields.
  'PUT /api/service/reorder/all': 'a list order',
  'PUT /api/blood-tests/reorder/all': 'a list order',
  'PUT /api/thyroid-packages/reorder/all': 'a list order',
  'PUT /api/offers/reorder/all': 'a list order',
  'PUT /api/menu/reorder/all': 'a list order',
  'PUT /api/sliders/reorder/all': 'a list order',
  'PUT /api/background-images/reorder/all': 'a list order',
  // A closed day and a PIN code are values, not records: removing one twice is the same as once.
  'DELETE /api/admin/closed-dates/{date}': 'a value in a set',
  'DELETE /api/admin/pincodes/{code}': 'a value in a set',
  // A draft has no version of its own; publishing it (POST …/draft/publish) is the document's versioned write.
  'PUT /api/content/banner/draft': 'a draft',
  'DELETE /api/content/banner/draft': 'a draft',
  'PUT /api/content/about/draft': 'a draft',
  'DELETE /api/content/about/draft': 'a draft',
  // Up to 500 records in one transaction, each written at its stored version; no single version to send.
  'POST /api/admin/bulk/{resource}': 'many records at once',
}

/** Where the sweep reads a record to write when it is neither the staff read nor the path without `/{id}`. */
const READ_OF: Record<string, string> = {
  '/api/consult/consultation/{id}': '/api/content/consultations',
  '/api/settings': '/api/admin/edit/site-settings',
  '/api/content/banner/draft/publish': '/api/content/banner',
  '/api/content/about/draft/publish': '/api/content/about',
  '/api/admin/revisions/{resource}/{id}/{revisionId}/restore': '/api/offers',
}

/** Writes a signed-in visitor makes on their own account: not staff writes. */
const isVisitorWrite = (path: string) => path.startsWith('/api/user/')

interface JsonSchema {
  properties?: Record<string, unknown>
  required?: string[]
}
interface Operation {
  security?: unknown[]
  responses?: Record<string, unknown>
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type Doc = { paths: Record<string, Record<string, Operation>> }

/** A POST that names 412 compares versions; a bulk action lists many records and names none. */
const named412 = (operation: Operation) => operation.responses?.['412'] !== undefined

function staffWrites(doc: Doc) {
  const writes: { name: string; method: string; path: string; operation: Operation }[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const versioned = ['put', 'patch', 'delete'].includes(method) || named412(operation)
      if (!versioned || !operation.security?.length) continue
      if (isVisitorWrite(path)) continue
      writes.push({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })
    }
  }
  return writes
}

/** A body the route's schema takes, made of the record's own values: its required fields, else its first field. */
function bodyFrom(operation: Operation, record: Record<string, unknown>): object | undefined {
  const schema = operation.requestBody?.content?.['application/json']?.schema
  if (!schema?.properties) return undefined
  const fields = Object.keys(schema.properties).filter(
    (field) => field !== 'i18n' && record[field] !== undefined,
  )
  const chosen = schema.required?.length ? schema.required : fields.slice(0, 1)
  return Object.fromEntries(chosen.map((field) => [field, record[field]]))
}

describe('staff writes and If-Match', () => {
  let app: App
  let admin: { authorization: string }
  beforeAll(async () => {
    // Demo content: a record of every catalogue list, the documents and the slot table.
    app = await buildTestApp({ demo: true })
    admin = (await createUserWithToken(app, 'admin')).headers
    // Enquiries and a picture, which demo content does not have.
    expect((await postBooking(app, guest)).statusCode).toBe(201)
    const friend = { referrerEmail: 'a@example.test', referrerPhone: '9876543210' }
    const referral = { ...friend, friendEmail: 'b@example.test', friendPhone: '9876543211' }
    expect((await app.inject({ method: 'POST', url: '/api/referrals', payload: referral })).statusCode).toBe(
      201,
    )
    const message = {
      name: 'Meera',
      email: 'meera@example.com',
      subject: 'Timings',
      message: 'When do you open?',
    }
    expect((await app.inject({ method: 'POST', url: '/api/contact/', payload: message })).statusCode).toBe(
      201,
    )
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a8' } })
      .png()
      .toBuffer()
    const { payload, headers } = await multipartBody([['file', png, 'lab.png']])
    const picture = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...admin, ...headers },
      payload,
    })
    expect(picture.statusCode).toBe(201)
    // A revision to restore: a change to an offer, which demo content has not changed.
    const offer = (await app.inject({ method: 'GET', url: '/api/offers' })).json()[0]
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/offers/${offer.id}`,
      headers: { ...admin, 'if-match': `"${offer.version}"` },
      payload: { title: `${offer.title} (this week)` },
    })
    expect(changed.statusCode).toBe(200)
    // Drafts to publish, which demo content does not have.
    for (const document of ['banner', 'about']) {
      const draft = { publishAt: new Date(Date.now() + 86_400_000).toISOString() }
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/content/${document}/draft`,
        headers: admin,
        payload: draft,
      })
      expect(saved.statusCode).toBe(200)
    }
  })
  afterAll(async () => {
    await app.close()
  })

  /** A record the write can reach: the staff read of its path (or of its list, first item), else the public one. */
  async function recordFor(path: string): Promise<Record<string, unknown> | null> {
    const collection = path.replace(/\/\{id\}.*$/, '')
    const candidates = [READ_OF[path], collection.replace(/^\/api\//, '/api/admin/edit/'), collection]
    for (const url of candidates) {
      if (!url) continue
      const read = await app.inject({ method: 'GET', url, headers: admin })
      if (read.statusCode !== 200) continue
      const body = read.json()
      const record = Array.isArray(body) ? body[0] : body
      if (record) return record
    }
    return null
  }

  /** The write's URL for the record; a restore also names the resource and one of the record's revisions. */
  async function urlOf(path: string, record: Record<string, unknown>): Promise<string> {
    if (!path.includes('{revisionId}')) return path.replace('{id}', String(record.id))
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/revisions/offer/${record.id}`,
      headers: admin,
    })
    const revision = history.json().revisions[0]
    return path
      .replace('{resource}', 'offer')
      .replace('{id}', String(record.id))
      .replace('{revisionId}', String(revision.id))
  }

  it('every staff write answers a stale If-Match with 412 and the record as it stands, or is listed with why not', async () => {
    const doc: Doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const writes = staffWrites(doc)
    expect(writes.length).toBeGreaterThan(30)
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(Object.keys(NO_VERSION).filter((name) => !documented.includes(name))).toEqual([])
    expect(writes.filter(({ method }) => method === 'POST').map(({ name }) => name)).toEqual(
      expect.arrayContaining(['POST /api/admin/revisions/{resource}/{id}/{revisionId}/restore']),
    )

    const skipping: string[] = []
    for (const { name, method, path, operation } of writes) {
      if (NO_VERSION[name]) continue
      const record = await recordFor(path)
      if (!record) {
        skipping.push(`${name}: no record found to write (add where to read one to READ_OF)`)
        continue
      }
      const url = await urlOf(path, record)
      const stale = await app.inject({
        method: method as 'PUT',
        url,
        headers: { ...admin, 'if-match': '"0"' },
        payload: method === 'DELETE' ? undefined : bodyFrom(operation, record),
      })
      if (stale.statusCode !== 412 || stale.json().current === undefined) {
        skipping.push(`${name}: ${stale.statusCode} ${stale.body.slice(0, 160)}`)
      }
      if (!operation.responses?.['412']) skipping.push(`${name}: its OpenAPI answers do not name 412`)
    }
    expect(skipping).toEqual([])
  })

  it('a booking slot: a stale If-Match on a change or a removal answers 412 with the slot as it stands', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/booking-slots',
      headers: admin,
      payload: { weekday: 2, startTime: '21:00', endTime: '22:00', capacity: 4 },
    })
    expect(added.statusCode).toBe(201)
    const slot = added.json()
    expect(slot.version).toBe(1)
    const url = `/api/admin/booking-slots/${slot.id}`
    const fields = { weekday: 2, startTime: '21:00', endTime: '22:00' }

    const changed = await app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': '"1"' },
      payload: { ...fields, capacity: 6 },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ capacity: 6, version: 2 })
    expect(changed.headers.etag).toBe('"2"')

    const stale = await app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': '"1"' },
      payload: { ...fields, capacity: 9 },
    })
    expect(stale.statusCode).toBe(412)
    expect(stale.json().current).toMatchObject({ id: slot.id, capacity: 6, version: 2 })

    const staleRemoval = await app.inject({ method: 'DELETE', url, headers: { ...admin, 'if-match': '"1"' } })
    expect(staleRemoval.statusCode).toBe(412)
    expect(await app.knex('booking_slots').where({ id: slot.id }).first('capacity')).toEqual({ capacity: 6 })

    const removal = await app.inject({ method: 'DELETE', url, headers: { ...admin, 'if-match': '"2"' } })
    expect(removal.statusCode).toBe(204)
  })

  it('a hand-written write goes through the whole rule: audited before and after, announced, refused ones neither', async () => {
    const picture = (await app.inject({ method: 'GET', url: '/api/admin/media', headers: admin })).json()[0]
    const seen: unknown[] = []
    const unsubscribe = app.changes.subscribe((change) => seen.push(change))
    const url = `/api/admin/media/${picture.id}`
    const stale = await app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': '"0"' },
      payload: { alt: 'Never stored' },
    })
    expect(stale.statusCode).toBe(412)
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': `"${picture.version}"` },
      payload: { alt: 'The lab at dawn' },
    })
    unsubscribe()
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ alt: 'The lab at dawn', version: picture.version + 1 })
    expect(seen).toEqual([{ resource: 'media', id: picture.id, kind: 'updated' }])
    const entries = await app
      .knex('audit_log')
      .where({ entity: 'media', entity_id: picture.id, action: 'update' })
    expect(entries).toHaveLength(1)
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)
    expect(parse(entries[0].before)).toMatchObject({ alt: picture.alt, version: picture.version })
    expect(parse(entries[0].after)).toMatchObject({ alt: 'The lab at dawn', version: picture.version + 1 })
  })
})
