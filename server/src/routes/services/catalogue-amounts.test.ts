import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

type Kind = { url: string; field: string; body: Record<string, unknown>; unwrap?: string }

/** Each kind of catalogue item with a valid create body and the field its price is written in. */
const KINDS: Kind[] = [
  { url: '/api/service', field: 'amount', body: { title: 'Lipid Profile' }, unwrap: 'service' },
  {
    url: '/api/blood-tests',
    field: 'price',
    body: { name: 'HbA1c', category: 'Diabetes', originalPrice: 700 },
  },
  { url: '/api/thyroid-packages', field: 'price', body: { name: 'Thyroid Basic', originalPrice: 800 } },
  {
    url: '/api/offers',
    field: 'discountedPrice',
    body: { title: 'Monsoon Full Body', discount: 40, originalPrice: 2500 },
  },
]

const record = (kind: Kind, json: Record<string, unknown>) =>
  (kind.unwrap ? json[kind.unwrap] : json) as Record<string, unknown>

describe('catalogue prices are numbers a lab can charge', () => {
  for (const kind of KINDS) {
    describe(kind.url, () => {
      it('stores a price with paise and answers it as amount', async () => {
        const res = await t.inject({
          method: 'POST',
          url: kind.url,
          headers: t.as.admin,
          payload: { ...kind.body, [kind.field]: 1799.5 },
        })
        expect(res.statusCode).toBe(201)
        const created = record(kind, res.json())
        expect(created.amount).toBe(1799.5)
        const read = await t.inject({ url: `${kind.url}/${created.id}` })
        expect(read.json().amount).toBe(1799.5)
      })

      for (const [value, problem] of [
        [-5, 'must be >= 0'],
        [1e12, 'must be <= 1000000'],
        [1_000_000.01, 'must be <= 1000000'],
        [12.345, 'must be multiple of 0.01'],
        ['abc', 'must be number'],
      ] as const) {
        it(`refuses ${JSON.stringify(value)} with 400 naming ${kind.field}, storing nothing`, async () => {
          const before = (await t.inject({ url: `${kind.url}?limit=100` })).json()
          const res = await t.inject({
            method: 'POST',
            url: kind.url,
            headers: t.as.admin,
            payload: { ...kind.body, [kind.field]: value },
          })
          expect(res.statusCode).toBe(400)
          expect(res.json().message).toContain(kind.field)
          expect(res.json().message).toContain(problem)
          expect((await t.inject({ url: `${kind.url}?limit=100` })).json()).toEqual(before)
        })
      }
    })
  }
})

describe('a service price', () => {
  const create = async (payload: Record<string, unknown>) =>
    t.inject({
      method: 'POST',
      url: '/api/service',
      headers: t.as.admin,
      payload: { title: 'Thyroid Profile', ...payload },
    })

  it('null is price on request: no display text, no amount', async () => {
    const res = await create({ amount: null })
    expect(res.statusCode).toBe(201)
    expect(res.json().service).toMatchObject({ amount: null, price: '', unparsedPrice: '' })
  })

  it('0 is free, not on request', async () => {
    const res = await create({ amount: 0 })
    expect(res.json().service).toMatchObject({ amount: 0, price: '$0' })
  })

  it('derives the display text from the amount, whatever text is sent beside it', async () => {
    const res = await create({ amount: 2499, price: 'Call us' })
    expect(res.statusCode).toBe(201)
    expect(res.json().service).toMatchObject({ amount: 2499, price: '$2,499' })
  })

  it('reads an older client\'s price text ("₹1,799", "Rs. 500") as the amount', async () => {
    expect((await create({ price: '₹1,799' })).json().service).toMatchObject({
      amount: 1799,
      price: '$1,799',
    })
    expect((await create({ price: 'Rs. 500' })).json().service).toMatchObject({ amount: 500, price: '$500' })
  })

  for (const text of ['-5', '₹-5', '1e12', 'on request', '₹1,799.999']) {
    it(`refuses the price text ${JSON.stringify(text)} with 400 naming price`, async () => {
      const res = await create({ price: text })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^price: ".*" holds no price/)
    })
  }

  it('refuses the same on update, and an update of the amount re-derives the text', async () => {
    const { service } = (await create({ amount: 999 })).json()
    const refused = await t.inject({
      method: 'PUT',
      url: `/api/service/${service.id}`,
      headers: t.as.admin,
      payload: { amount: -1 },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toContain('amount')
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/service/${service.id}`,
      headers: t.as.admin,
      payload: { amount: 1099.5 },
    })
    expect(changed.json().service).toMatchObject({ amount: 1099.5, price: '$1,099.50' })
  })

  it('orders ?sort=price by amount, services on request last', async () => {
    const tag = `S${Date.now()}`
    for (const [title, amount] of [
      [`${tag} b`, 300],
      [`${tag} a`, null],
      [`${tag} c`, 20],
    ] as const) {
      await create({ title, amount })
    }
    const res = await t.inject({ url: `/api/service?q=${tag}&sort=price&limit=10` })
    const titles = (res.json().items ?? res.json()).map((s: { title: string }) => s.title)
    expect(titles).toEqual([`${tag} c`, `${tag} b`, `${tag} a`])
  })
})
