import { CATALOGUE_PAGE_MAX, COUNT_CAP } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'

let app: App

beforeAll(async () => {
  app = await buildTestApp({ demo: true })
})
afterAll(() => app.close())

const titles = (body: { title: string }[]) => body.map((service) => service.title)

describe('public catalogue lists are bounded', () => {
  it('answer one page with ?limit and ?offset, in catalogue order, with the full count', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/service' })
    const total = all.json().length
    expect(total).toBeGreaterThan(4)
    expect(all.headers['x-total-count']).toBe(String(total))

    const page = await app.inject({ method: 'GET', url: '/api/service?limit=2&offset=1' })
    expect(page.statusCode).toBe(200)
    expect(titles(page.json())).toEqual(titles(all.json()).slice(1, 3))
    expect(page.headers['x-total-count']).toBe(String(total))

    // A kept (cached) answer repeats the count too.
    const again = await app.inject({ method: 'GET', url: '/api/service?limit=2&offset=1' })
    expect(again.headers['x-total-count']).toBe(String(total))
  })

  it('search with ?q, ignoring case, and count only the matches', async () => {
    const [first] = (await app.inject({ method: 'GET', url: '/api/service?limit=1' })).json()
    const word = first.title.split(' ')[0].toUpperCase()
    const found = await app.inject({ method: 'GET', url: `/api/service?q=${encodeURIComponent(word)}` })
    expect(found.statusCode).toBe(200)
    expect(found.json().length).toBeGreaterThan(0)
    for (const service of found.json()) {
      expect(`${service.title} ${service.category} ${service.description}`.toUpperCase()).toContain(word)
    }
    expect(found.headers['x-total-count']).toBe(String(found.json().length))
    const none = await app.inject({ method: 'GET', url: '/api/blood-tests?q=%25_nothing_%25' })
    expect(none.json()).toEqual([])
    expect(none.headers['x-total-count']).toBe('0')
  })

  it(`refuse a page larger than ${CATALOGUE_PAGE_MAX} with a 400 naming the limit`, async () => {
    const res = await app.inject({ method: 'GET', url: `/api/offers?limit=${CATALOGUE_PAGE_MAX + 1}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/limit/)
  })

  it(`stop counting at ${COUNT_CAP} and say so`, async () => {
    await app.knex.raw(
      `insert into faqs (question, answer) select 'Question ' || n, 'Answer' from generate_series(1, ${COUNT_CAP + 50}) as n`,
    )
    await app.changes.publish({ resource: 'faq', id: null, kind: 'created' })
    const res = await app.inject({ method: 'GET', url: '/api/content/faqs?limit=5' })
    expect(res.json()).toHaveLength(5)
    expect(res.headers['x-total-count']).toBe(String(COUNT_CAP))
    expect(res.headers['x-total-count-capped']).toBe('true')
    const unbounded = await app.inject({ method: 'GET', url: '/api/content/faqs' })
    expect(unbounded.json()).toHaveLength(CATALOGUE_PAGE_MAX)
  })

  it('take a table the statistics put far past the cap at their word when nothing is filtered', async () => {
    // Blood tests, twice the cap (the statistics must say far past it): a list every visitor reads
    // unfiltered (FAQs now hide their drafts, so their public list is filtered).
    await app.knex.raw(
      `insert into blood_tests (name, category, price, original_price) select 'More ' || n, 'Bulk', 100, 200 from generate_series(1, ${COUNT_CAP * 2}) as n`,
    )
    await app.knex.raw('analyze blood_tests')
    await app.changes.publish({ resource: 'blood-test', id: null, kind: 'created' })
    const sql: string[] = []
    const onQuery = (query: { sql: string }) => sql.push(query.sql)
    app.knex.on('query', onQuery)
    try {
      const page = await app.inject({ method: 'GET', url: '/api/blood-tests?limit=5&offset=5' })
      expect(page.json()).toHaveLength(5)
      expect(page.headers['x-total-count']).toBe(String(COUNT_CAP))
      expect(page.headers['x-total-count-capped']).toBe('true')
      expect(sql.filter((text) => /count\(/i.test(text))).toEqual([])

      // A filtered list is still counted: the statistics cannot say how many rows match.
      const filtered = await app.inject({ method: 'GET', url: '/api/blood-tests?limit=5&q=More%2012' })
      const [{ n }] = await app.knex('blood_tests').whereILike('name', '%More 12%').count({ n: '*' })
      expect(filtered.headers['x-total-count']).toBe(String(n))
      expect(filtered.headers['x-total-count-capped']).toBeUndefined()
    } finally {
      app.knex.off('query', onQuery)
      await app.knex('blood_tests').where({ category: 'Bulk' }).delete()
    }
  })
})
