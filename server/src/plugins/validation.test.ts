import { describe, expect, it } from 'vitest'
import { multipartBody, setupCatalogueTest } from '../testing/catalogue-test-kit'

/** The inputs of the bad-input report, one by one: each a 4xx naming the problem, nothing written. */
const t = setupCatalogueTest()

const servicesCount = async () => Number((await t.app.knex('services').count({ n: '*' }))[0].n)

async function createService() {
  const res = await t.inject({
    method: 'POST',
    url: '/api/service',
    headers: t.as.admin,
    payload: { title: 'Kept' },
  })
  return res.json().service as { id: string; version: number }
}

const booking = [
  ['name', 'Asha Rao'],
  ['email', 'asha@example.com'],
  ['address', '12 MG Road'],
  ['phone', '98765 43210'],
  ['description', 'Thyroid profile'],
] as [string, string][]

describe('input gates and the one error shape', () => {
  it('refuses a cut-off multipart booking (anonymous) and service form (admin) with 400, storing nothing', async () => {
    const form = await multipartBody([...booking, ['files', new Uint8Array(2000).fill(65), 'a.pdf']])
    const cut = form.payload.subarray(0, form.payload.length - 300)
    const cutBooking = await t.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      headers: form.headers,
      payload: cut,
    })
    expect(cutBooking.statusCode).toBe(400)
    expect(cutBooking.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The form could not be read: it is cut off or malformed',
    })
    expect(Number((await t.app.knex('bookings').count({ n: '*' }))[0].n)).toBe(0)

    const before = await servicesCount()
    const serviceForm = await multipartBody([
      ['title', 'Cut'],
      ['image', new Uint8Array(5000), 'a.png'],
    ])
    const service = await t.inject({
      method: 'POST',
      url: '/api/service',
      headers: { ...t.as.admin, ...serviceForm.headers },
      payload: serviceForm.payload.subarray(0, 200),
    })
    expect(service.statusCode).toBe(400)
    expect(await servicesCount()).toBe(before)
  })

  it('refuses text/plain and unknown media types with 415 before anything is written', async () => {
    const service = await createService()
    const put = await t.inject({
      method: 'PUT',
      url: `/api/service/${service.id}`,
      headers: { ...t.as.admin, 'content-type': 'text/plain' },
      payload: 'hello',
    })
    expect(put.statusCode).toBe(415)
    expect(put.json().message).toBe(
      'Send this request as application/json or multipart/form-data, not text/plain',
    )
    const post = await t.inject({
      method: 'POST',
      url: '/api/blood-tests',
      headers: { ...t.as.admin, 'content-type': 'application/xml' },
      payload: '<x/>',
    })
    expect(post.statusCode).toBe(415)
    const bodiless = await t.inject({ method: 'POST', url: '/api/service', headers: t.as.admin })
    expect(bodiless.statusCode).toBe(415)
    const stored = await t.app.knex('services').where({ id: service.id }).first()
    expect(stored.version).toBe(service.version)
  })

  it('refuses JSON nested 5,000 deep with 400 on admin writes and public forms', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`
    for (const [url, headers] of [
      ['/api/blood-tests', t.as.admin],
      ['/api/contact', {}],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"name":${deep}}`,
      })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message).toBe('body is nested too deeply (at most 32 levels)')
    }
  })

  it('refuses huge numbers, NUL characters and bad UTF-8 by name', async () => {
    const huge = await t.inject({
      method: 'POST',
      url: '/api/blood-tests',
      headers: { ...t.as.admin, 'content-type': 'application/json' },
      payload: `{"name":"A","category":"B","price":1${'0'.repeat(400)},"originalPrice":2}`,
    })
    expect(huge.statusCode).toBe(400)
    expect(huge.json().message).toBe('price must be a finite number')
    const hugeLimit = await t.inject({ method: 'GET', url: '/api/audit?limit=1e400', headers: t.as.admin })
    expect(hugeLimit.statusCode).toBe(400)
    expect(hugeLimit.json().message).toBe('querystring limit must be a finite number')
    const nul = await t.inject({
      method: 'POST',
      url: '/api/content/faqs',
      headers: t.as.admin,
      payload: { question: 'Why\u0000?', answer: 'Because' },
    })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toBe('question must not contain NUL characters')
    const badText = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"name":"Ra'),
        Buffer.from([0xff]),
        Buffer.from(
          'vi","email":"ravi@example.com","phone":"9876543210","subject":"Hi","message":"Hello there"}',
        ),
      ]),
    })
    expect(badText.statusCode).toBe(400)
    expect(badText.json().message).toBe('The request body is not valid UTF-8 text')
    expect(await t.app.knex('contact_messages').count({ n: '*' }).first()).toMatchObject({ n: 0 })
    const badUrl = await t.inject({ method: 'GET', url: '/api/service/%C0%AE' })
    expect(badUrl.statusCode).toBe(400)
    expect(badUrl.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
  })

  it('answers a non-UUID id with 400 naming it, never 500', async () => {
    for (const url of [
      '/api/service/42',
      '/api/content/faqs/..%2F..',
      '/api/consult/consultation/abc/files/def',
    ]) {
      const res = await t.inject({ method: 'GET', url, headers: t.as.admin })
      expect([400, 404], url).toContain(res.statusCode)
      expect(res.json()).toMatchObject({ statusCode: res.statusCode, error: expect.any(String) })
    }
    const bad = await t.inject({ method: 'GET', url: '/api/service/42' })
    expect(bad.json().message).toBe('params id must be an id (a UUID)')
  })

  it('names every missing field in one sentence, and blank text counts as missing', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      payload: { name: '   ', email: 'asha@example.com' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('phone and name are required')
  })
})
