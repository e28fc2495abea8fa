import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../app'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'

const distDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-dist-'))
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body></body></html>',
)

let app: App
let admin: { authorization: string }
let adminUser: { email: string; password: string }

beforeAll(async () => {
  app = await buildTestApp({ demo: true, webDistDir: distDir })
  const created = await createUserWithToken(app, 'admin')
  admin = created.headers
  adminUser = created.user
})
afterAll(async () => {
  await app.close()
  rmSync(distDir, { recursive: true, force: true })
})

/** Runs `send` and counts the SQL statements it made the database run. */
async function countQueries<T>(target: App, send: () => Promise<T>): Promise<{ result: T; queries: number }> {
  let queries = 0
  const onQuery = () => {
    queries++
  }
  target.knex.on('query', onQuery)
  try {
    return { result: await send(), queries }
  } finally {
    target.knex.off('query', onQuery)
  }
}

describe('public reads kept in memory', () => {
  it('answers a repeated catalogue read and its revalidation without asking the database', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/content/faqs' })
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)

    const again = await countQueries(app, () => app.inject({ method: 'GET', url: '/api/content/faqs' }))
    expect(again.queries).toBe(0)
    expect(again.result.statusCode).toBe(200)
    expect(again.result.body).toBe(first.body)
    expect(again.result.headers.etag).toBe(etag)
    expect(again.result.headers['cache-control']).toBe('public, max-age=0, must-revalidate')

    const revalidated = await countQueries(app, () =>
      app.inject({ method: 'GET', url: '/api/content/faqs', headers: { 'if-none-match': etag } }),
    )
    expect(revalidated.queries).toBe(0)
    expect(revalidated.result.statusCode).toBe(304)
    expect(revalidated.result.body).toBe('')
  })

  it('keeps one record with its version as ETag', async () => {
    const [faq] = (await app.inject({ method: 'GET', url: '/api/content/faqs' })).json()
    const url = `/api/content/faqs/${faq.id}`
    await app.inject({ method: 'GET', url })
    const again = await countQueries(app, () => app.inject({ method: 'GET', url }))
    expect(again.queries).toBe(0)
    expect(again.result.headers.etag).toBe(`"${faq.version}"`)
  })

  it('shows an admin change at once, in the list, the record and another query of the same list', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/content/faqs' })).json()
    const target = list[0]
    await app.inject({ method: 'GET', url: `/api/content/faqs/${target.id}` })
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/content/faqs/${target.id}`,
      headers: admin,
      payload: { answer: 'Answered again.' },
    })
    expect(saved.statusCode).toBe(200)

    const after = (await app.inject({ method: 'GET', url: '/api/content/faqs' })).json()
    expect(after.find((faq: { id: string }) => faq.id === target.id).answer).toBe('Answered again.')
    const one = await app.inject({ method: 'GET', url: `/api/content/faqs/${target.id}` })
    expect(one.json().answer).toBe('Answered again.')
    expect(one.headers.etag).toBe(`"${target.version + 1}"`)
  })

  it('shows a menu reorder in the kept menu at once', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/menu' })).json()
    expect(before.length).toBeGreaterThan(1)
    const reversed = [...before].reverse()
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/menu/reorder/all',
      headers: admin,
      payload: {
        items: reversed.map((item: { _id: string }, index: number) => ({ _id: item._id, order: index + 1 })),
      },
    })
    expect(saved.statusCode).toBe(200)
    const after = (await app.inject({ method: 'GET', url: '/api/menu' })).json()
    expect(after.map((item: { _id: string }) => item._id)).toEqual(
      reversed.map((item: { _id: string }) => item._id),
    )
  })

  it('keeps other resources when one changes', async () => {
    await app.inject({ method: 'GET', url: '/api/offers' })
    await app.inject({
      method: 'POST',
      url: '/api/content/faqs',
      headers: admin,
      payload: { question: 'Open on Sundays?', answer: 'Yes, until noon.' },
    })
    const offers = await countQueries(app, () => app.inject({ method: 'GET', url: '/api/offers' }))
    expect(offers.queries).toBe(0)
  })

  it('sends large answers compressed as the client asks, and the same bytes uncompressed otherwise', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/service' })
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await app.inject({
      method: 'GET',
      url: '/api/service',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/service',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('keeps the HTML of a page, revalidates it with a 304, and drops it when site settings change', async () => {
    await app.inject({ method: 'GET', url: '/offers' })
    const kept = await countQueries(app, () => app.inject({ method: 'GET', url: '/offers' }))
    expect(kept.queries).toBe(0)
    expect(kept.result.statusCode).toBe(200)
    expect(kept.result.headers['content-type']).toContain('text/html')
    const etag = kept.result.headers.etag as string
    const revalidated = await app.inject({
      method: 'GET',
      url: '/offers',
      headers: { 'if-none-match': etag },
    })
    expect(revalidated.statusCode).toBe(304)

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { websiteName: 'Renamed Lab' },
    })
    expect(saved.statusCode).toBe(200)
    const renamed = await app.inject({ method: 'GET', url: '/offers', headers: { 'if-none-match': etag } })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.body).toContain('Renamed Lab')
  })
})

describe('the fast path of a kept answer', () => {
  const SECURITY_HEADERS = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]
  const securityOf = (headers: Record<string, unknown>) =>
    Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]))

  it('carries the same security headers, type and ETag as the miss that filled it, on a 200 and a 304', async () => {
    for (const url of ['/api/service?limit=3', '/all-services']) {
      // A write empties the kept answers, so the first read below is a miss.
      await app.inject({
        method: 'POST',
        url: '/api/content/faqs',
        headers: admin,
        payload: { question: `Kept ${url}?`, answer: 'Yes.' },
      })
      const miss = await countQueries(app, () => app.inject({ method: 'GET', url }))
      expect(miss.queries, url).toBeGreaterThan(0)
      const hit = await countQueries(app, () => app.inject({ method: 'GET', url }))
      expect(hit.queries, url).toBe(0)
      expect(hit.result.body).toBe(miss.result.body)
      expect(securityOf(hit.result.headers), url).toEqual(securityOf(miss.result.headers))
      expect(hit.result.headers['content-security-policy'], url).toContain("default-src 'self'")
      expect(hit.result.headers['content-type'], url).toBe(miss.result.headers['content-type'])
      expect(hit.result.headers.etag, url).toBe(miss.result.headers.etag)
      expect(Number(hit.result.headers['content-length']), url).toBe(hit.result.rawPayload.length)

      const notModified = await countQueries(app, () =>
        app.inject({ method: 'GET', url, headers: { 'if-none-match': String(miss.result.headers.etag) } }),
      )
      expect(notModified.queries).toBe(0)
      expect(notModified.result.statusCode, url).toBe(304)
      expect(securityOf(notModified.result.headers), url).toEqual(securityOf(miss.result.headers))
    }
  })

  it('answers HEAD from memory with the length and no body', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/offers' })
    const head = await countQueries(app, () => app.inject({ method: 'HEAD', url: '/api/offers' }))
    expect(head.queries).toBe(0)
    expect(head.result.statusCode).toBe(200)
    expect(head.result.body).toBe('')
    expect(Number(head.result.headers['content-length'])).toBe(Buffer.byteLength(get.body))
  })
})

describe('the fast path behind an https proxy', () => {
  let proxied: App
  beforeAll(async () => {
    proxied = await buildTestApp({ trustProxy: true })
  })
  afterAll(() => proxied.close())

  it('adds HSTS to a kept answer only when that request came over https', async () => {
    await proxied.inject({ method: 'GET', url: '/api/offers' })
    const plain = await countQueries(proxied, () => proxied.inject({ method: 'GET', url: '/api/offers' }))
    expect(plain.queries).toBe(0)
    expect(plain.result.headers['strict-transport-security']).toBeUndefined()
    const secure = await countQueries(proxied, () =>
      proxied.inject({ method: 'GET', url: '/api/offers', headers: { 'x-forwarded-proto': 'https' } }),
    )
    expect(secure.queries).toBe(0)
    expect(secure.result.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('several server processes on one PostgreSQL database', () => {
  let other: App
  beforeAll(async () => {
    // A demo process refuses a database holding staff other than the demo accounts and its own
    // ADMIN_EMAIL, so the second process names this suite's admin as that account, as a real second
    // instance of the same deployment would.
    other = await buildApp({ ...app.config, adminEmail: adminUser.email, adminPassword: adminUser.password })
    await other.ready()
  })
  afterAll(() => other?.close())

  it("drops another process's kept answer within a second of a write", async () => {
    const before = (await other.inject({ method: 'GET', url: '/api/offers' })).json()
    const kept = await countQueries(other, () => other.inject({ method: 'GET', url: '/api/offers' }))
    expect(kept.queries).toBe(0)

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/offers/${before[0].id}`,
      headers: admin,
      payload: { title: 'Monsoon checkup' },
    })
    expect(saved.statusCode).toBe(200)
    const written = Date.now()
    let title = before[0].title
    while (title !== 'Monsoon checkup' && Date.now() - written < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      title = (await other.inject({ method: 'GET', url: '/api/offers' })).json()[0].title
    }
    expect(title).toBe('Monsoon checkup')
  })
})
