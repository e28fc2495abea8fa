import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'
import { multipartBody } from '../testing/catalogue-test-kit'
import { errorLogCapture } from '../testing/error-log'
import {
  asciiHeader,
  brokenJson,
  deepJson,
  idSegment,
  junkFields,
  junkValue,
  nastyText,
} from '../testing/fuzz-arbitraries'
import { hashPassword } from './users/passwords'
import { createUsersRepository } from './users/users-repository'

/**
 * Property: no client input gets a server error, on any route the app has (routes added later
 * included), anonymous or as an admin — bodies of any shape and media type, cut-off multipart forms,
 * deep nesting, huge numbers, bad UTF-8, bad ids and queries. Every refusal is the one JSON error shape.
 * FUZZ_RUNS sets the number of generated requests (default 5,000).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000)

/** Field names the API uses, so junk reaches past "unknown field" into real columns and rules. */
const FIELD_NAMES = [
  'title',
  'name',
  'email',
  'password',
  'newPassword',
  'phone',
  'address',
  'description',
  'message',
  'subject',
  'status',
  'notes',
  'price',
  'originalPrice',
  'order',
  'items',
  'url',
  'alt',
  'content',
  'rating',
  'features',
  'currency',
  'language',
  'referrerEmail',
  'friendPhone',
]
const QUERY_NAMES = ['limit', 'offset', 'q', 'status', 'entity', 'page', 'sort']

/**
 * Not fuzzed as admin: a route that ends the token it is called with, and the staff event stream,
 * whose accepted answer never ends (its own tests cover it; anonymous calls here still get 401).
 */
const SKIP_AS_ADMIN = new Set(['POST /api/user/logout-all', 'GET /api/events'])

/**
 * One body valid for every write route at once (unknown fields are dropped by each schema), so junk
 * mixed into it reaches the database and the business rules instead of stopping at "required".
 */
const VALID_FOR_ALL = {
  title: 'Fuzz',
  name: 'Fuzz Tester',
  category: 'Fuzz',
  price: 1,
  originalPrice: 2,
  discount: 10,
  discountedPrice: 1,
  path: '/fuzz',
  imageUrl: '/a.webp',
  altText: 'Fuzz',
  url: '/a.webp',
  alt: 'Fuzz',
  content: '<p>Fuzz</p>',
  question: 'Fuzz?',
  answer: 'Fuzz.',
  email: 'fuzz@example.com',
  phone: '98765 43210',
  address: 'Fuzz Street',
  description: 'Fuzz',
  subject: 'Fuzz',
  message: 'Fuzz',
  referrerEmail: 'a@example.com',
  referrerPhone: '98765 43210',
  friendEmail: 'b@example.com',
  friendPhone: '98765 43211',
  status: 'read',
}

type Body = { payload?: string | Buffer; contentType?: string }

/** A value as multipart text; a Buffer stays bytes (bad UTF-8 included). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'))

const multipartForm = fc
  .tuple(
    fc.oneof(
      fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES, 'files', 'image', 'file', 'features[]'), junkValue), {
        maxLength: 8,
      }),
      // Every field a form needs, some replaced by junk: the form is read to its end (or its cut).
      fc
        .option(junkFields(FIELD_NAMES, 2), { nil: {} })
        .map((junk) => Object.entries({ ...VALID_FOR_ALL, ...junk })),
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom('files', 'image', 'file', 'name'),
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('a.pdf', 'poly.html', '', '../../etc/passwd', 'x.jpg'),
      ),
      { maxLength: 3 },
    ),
    fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  )
  .map(([fields, files, cut]) => ({
    fields: fields.map(([n, v]) => [n, asText(v)] as [string, string]),
    files,
    cut,
  }))
const multipartPayload = multipartForm.map((form) => ({ payload: undefined, contentType: 'multipart', form }))

const body: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: junkFields(FIELD_NAMES).map((value) => ({ payload: JSON.stringify(value) })), weight: 3 },
  {
    arbitrary: fc
      .option(junkFields(FIELD_NAMES, 2), { nil: {} })
      .map((junk) => ({ payload: JSON.stringify({ ...VALID_FOR_ALL, ...junk }) })),
    weight: 3,
  },
  junkValue.map((value) => ({ payload: JSON.stringify(value) ?? 'null' })),
  brokenJson.map((payload) => ({ payload })),
  deepJson.map((payload) => ({ payload })),
  // Bytes that are not UTF-8, sent as JSON.
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({ payload: Buffer.from(bytes) })),
  fc
    .tuple(
      nastyText,
      fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'x'),
    )
    .map(([payload, contentType]) => ({ payload, contentType })),
  { arbitrary: multipartPayload, weight: 3 },
  fc.constant({}),
)

/** Percent-escapes any text; a lone surrogate becomes bytes that are not UTF-8 at all. */
const escapeAny = (text: string) =>
  [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char)
      } catch {
        return '%ED%A0%80'
      }
    })
    .join('')

/** A query string: known names and junk, with values that may be junk, huge or badly escaped. */
const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 }).map(encodeURIComponent)),
      fc.oneof(
        nastyText.map((text) => escapeAny(text.slice(0, 200))),
        fc.constantFrom('1e400', '-1', '99999999999999999999', '%C0', '%', 'new', '0'),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

async function toInject(request: {
  method: string
  url: string
  body: Body & { form?: unknown }
  headers: Record<string, string>
}): Promise<InjectOptions> {
  const headers = { ...request.headers }
  let payload: string | Buffer | undefined = request.body.payload
  if (request.body.contentType === 'multipart') {
    const form = request.body.form as {
      fields: [string, string][]
      files: [string, Uint8Array, string][]
      cut: number | null
    }
    const built = await multipartBody([...form.fields, ...form.files])
    headers['content-type'] = built.headers['content-type']
    // A cut-off form: the bytes end part-way, as when a connection drops.
    payload =
      form.cut === null
        ? built.payload
        : built.payload.subarray(0, Math.floor(built.payload.length * form.cut))
  } else if (payload !== undefined) {
    headers['content-type'] = request.body.contentType ?? 'application/json'
  }
  return { method: request.method as 'GET', url: request.url, headers, payload }
}

describe('every route, fuzzed anonymously and as an admin', () => {
  let app: App
  let adminToken: string
  const existingIds: string[] = []
  const errorLog = errorLogCapture()

  beforeAll(async () => {
    app = await buildTestApp(
      { demo: true, rateLimitAuth: 1e6, rateLimitForms: 1e6, rateLimitGlobal: 1e6 },
      errorLog.options,
    )
    const admin = await createUsersRepository(app.knex).create({
      name: 'Fuzz Admin',
      email: 'fuzz@admin.test',
      passwordHash: await hashPassword('fuzz admin password'),
      role: 'admin',
    })
    adminToken = app.issueToken(admin)
    for (const table of ['services', 'blood_tests', 'menu_items', 'faqs', 'blog_posts']) {
      const row = await app.knex(table).first('id')
      if (row) existingIds.push(row.id)
    }
  })
  afterAll(async () => {
    await app?.close()
  })

  it(`answers ${RUNS} generated requests without a 5xx, each refusal as { statusCode, error, message }`, async () => {
    const routes = app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs/static'),
    )
    expect(routes.length).toBeGreaterThan(50)
    const seen = new Map<number, number>()
    // Routes that take a multipart form (from the OpenAPI document) get forms, whole or cut off, more often.
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const formRoutes = Object.entries<Record<string, { requestBody?: { content?: object } }>>(
      doc.paths,
    ).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            operation.requestBody?.content && 'multipart/form-data' in operation.requestBody.content,
        )
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') })),
    )
    expect(formRoutes.length).toBeGreaterThanOrEqual(3)
    const route = fc.oneof(
      { arbitrary: fc.constantFrom(...routes), weight: 5 },
      fc.constantFrom(...formRoutes),
    )
    const request = fc
      .record({
        route,
        asAdmin: fc.boolean(),
        ids: fc.array(
          idSegment(() => existingIds[0] ?? '00000000-0000-4000-8000-000000000000'),
          {
            minLength: 2,
            maxLength: 2,
          },
        ),
        query: fc.option(query, { nil: undefined }),
        body: fc.oneof({ arbitrary: body, weight: 2 }, multipartPayload),
        ifMatch: fc.option(asciiHeader, { nil: undefined }),
        idempotencyKey: fc.option(asciiHeader, { nil: undefined }),
      })
      .filter(({ route, asAdmin }) => !(asAdmin && SKIP_AS_ADMIN.has(`${route.method} ${route.url}`)))

    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        let n = 0
        const path = generated.route.url.replace(/:[^/]+/g, () => generated.ids[n++ % 2]).replace(/\*/g, 'x')
        const headers: Record<string, string> = {}
        if (generated.asAdmin) headers.authorization = `Bearer ${adminToken}`
        if (generated.ifMatch !== undefined) headers['if-match'] = generated.ifMatch
        if (generated.idempotencyKey !== undefined) headers['idempotency-key'] = generated.idempotencyKey
        const options = await toInject({
          method: generated.route.method,
          url: generated.query ? `${path}?${generated.query}` : path,
          body: generated.body,
          headers,
        })
        const res = await app.inject(options)
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1)
        const what = `${options.method} ${options.url} (${headers['content-type'] ?? 'no body'}) → ${res.statusCode} ${res.body.slice(0, 200)}`
        expect(res.statusCode, what).toBeLessThan(500)
        // An empty id, `.` or `..` makes another address of a page route (`/pay/simulator/..` is `/pay/`),
        // which the site answers with its own Page Not Found page, as a browser expects.
        const sitePage =
          !path.startsWith('/api/') &&
          generated.ids.some((id) => id === '' || id === '.' || id === '..') &&
          res.statusCode === 404 &&
          String(res.headers['content-type']).startsWith('text/html')
        if (res.statusCode >= 400 && !sitePage) {
          expect(res.headers['content-type'], what).toContain('application/json')
          const answer = res.json()
          expect(answer, what).toEqual({
            statusCode: res.statusCode,
            error: expect.any(String),
            message: expect.any(String),
            ...(answer.current === undefined ? {} : { current: answer.current }),
          })
          expect(answer.message.length, what).toBeGreaterThan(0)
        }
      }),
      { numRuns: RUNS },
    )
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify([...seen].sort()))
    // The fuzz reached past the gates: some requests were accepted, many refused in several ways.
    expect(
      [...seen.keys()].some((status) => status < 300),
      JSON.stringify([...seen]),
    ).toBe(true)
    expect([...seen.keys()].filter((status) => status >= 400).length).toBeGreaterThan(3)
    // Nothing a caller sent, however wrong, is logged as the server's own error.
    expect(errorLog.lines).toEqual([])
  }, 600_000)
})
