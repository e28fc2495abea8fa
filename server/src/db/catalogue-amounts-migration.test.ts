import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../../migrations/20261128_0100_catalogue_amounts'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

/** The services' price texts as an older version let staff type them, on a copy of the demo data. */
const OLD_TEXTS = ['₹1,799', 'Rs. 500', '1799+', '', 'on request', '-5', '1e12', ' ₹ 2,999.50 ']

describe('migration 20261128_0100: service price texts become amounts', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp({ demo: true })
    await app
      .knex('documents')
      .insert({
        key: 'global-settings',
        value: JSON.stringify({ currency: { code: 'INR', symbol: '₹', name: 'Indian Rupee' } }),
      })
      .onConflict('key')
      .merge()
    await down(app.knex)
    const demo = await app.knex('services').orderBy('sort_order').select('id')
    for (const [index, text] of OLD_TEXTS.entries()) {
      await app
        .knex('services')
        .where({ id: demo[index].id })
        .update({ price: text, title: `Odd ${index}` })
    }
    await up(app.knex)
  })
  afterAll(async () => {
    await app.close()
  })

  it('converts the texts that hold an amount and leaves the others on request, named', async () => {
    const rows = await app
      .knex('services')
      .whereLike('title', 'Odd %')
      .orderBy('title')
      .select('price', 'amount', 'unparsed_price')
    expect(
      rows.map((row) => [row.price, row.amount === null ? null : Number(row.amount), row.unparsed_price]),
    ).toEqual([
      ['₹1,799', 1799, ''],
      ['₹500', 500, ''],
      ['₹1,799', 1799, ''],
      ['', null, ''],
      ['', null, 'on request'],
      ['', null, '-5'],
      ['', null, '1e12'],
      ['₹2,999.50', 2999.5, ''],
    ])
  })

  it('answers the unreadable ones through the API so the admin can name them', async () => {
    const res = await app.inject({ url: '/api/service?limit=100' })
    const services = (res.json().items ?? res.json()) as {
      title: string
      amount: number | null
      unparsedPrice: string
    }[]
    const odd = services
      .filter((s) => s.title.startsWith('Odd '))
      .sort((a, b) => a.title.localeCompare(b.title))
    expect(odd.filter((s) => s.unparsedPrice !== '').map((s) => [s.title, s.unparsedPrice])).toEqual([
      ['Odd 4', 'on request'],
      ['Odd 5', '-5'],
      ['Odd 6', '1e12'],
    ])
    // A demo service the migration did not touch keeps the amount the seed gave it.
    const untouched = services.filter((s) => !s.title.startsWith('Odd '))
    expect(untouched.length).toBeGreaterThan(0)
    expect(untouched.every((s) => s.amount !== null && s.unparsedPrice === '')).toBe(true)
  })
})
