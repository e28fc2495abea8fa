import { describe, expect, it } from 'vitest'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describeCrudContract(t, {
  url: '/api/offers',
  entity: 'offer',
  create: { title: 'Monsoon Full Body', discount: 40, discountedPrice: 1499, originalPrice: 2499 },
  created: {
    title: 'Monsoon Full Body',
    discount: 40,
    popularity: '',
    discountedPrice: 1499,
    originalPrice: 2499,
    description: '',
    features: [],
    validTill: '',
    image: '',
    imageAlt: '',
    order: 1,
  },
  update: { validTill: '2031-08-31', features: ['Free home collection'] },
  requiredField: 'discount',
})

describe('offers', () => {
  const post = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/offers', headers: t.as.admin, payload })
  const base = { title: 'Senior Citizen Care', discount: 25, discountedPrice: 999, originalPrice: 1299 }

  it('keep the valid-till date as YYYY-MM-DD and drop blank features', async () => {
    const res = await post({ ...base, validTill: '2030-12-31', features: ['Doctor consultation', '', '  '] })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ validTill: '2030-12-31', features: ['Doctor consultation'] })
  })

  it('refuse an impossible date and a discount over 100 percent', async () => {
    const date = await post({ ...base, validTill: '2030-02-30' })
    expect(date.statusCode).toBe(400)
    expect(date.json().message).toContain('validTill')
    const discount = await post({ ...base, discount: 120 })
    expect(discount.statusCode).toBe(400)
    expect(discount.json().message).toBe('discount must be <= 100')
  })

  it('refuse a date outside 1900–2199 (a typo such as 0202), so no stored offer can break the list', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/offers' })).json().length
    for (const validTill of ['0202-05-01', '1899-12-31', '2200-01-01', '20260-01-01']) {
      const res = await post({ ...base, validTill })
      expect(res.statusCode, validTill).toBe(400)
      expect(res.json().message).toBe('validTill must be a date between 1900 and 2199 (YYYY-MM-DD)')
    }
    expect((await post({ ...base, validTill: '2199-12-31' })).statusCode).toBe(201)
    expect((await post({ ...base, validTill: '1900-01-01' })).statusCode).toBe(201)
    const listed = await t.inject({ method: 'GET', url: '/api/offers' })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().length).toBe(before + 2)
    expect(listed.json().map((offer: { validTill: string }) => offer.validTill)).toEqual(
      expect.arrayContaining(['2199-12-31', '1900-01-01']),
    )
  })

  it('are held to the same range by the database, whoever writes', async () => {
    const created = (await post({ ...base, validTill: '2030-01-01' })).json()
    await expect(
      t.app.knex('offers').where({ id: created.id }).update({ valid_till: '0202-05-01' }),
    ).rejects.toThrow(/offers_valid_till_range_check/)
    expect((await t.inject({ method: 'GET', url: '/api/offers' })).statusCode).toBe(200)
  })
})

describe('offers in the admin', () => {
  const post = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/offers', headers: t.as.admin, payload })
  const list = async () =>
    (await t.inject({ method: 'GET', url: '/api/offers' })).json() as {
      _id: string
      title: string
      order: number
    }[]

  it('keep a picture with its alt text, and refuse a picture that is no web address', async () => {
    const base = { title: 'Heart Check', discount: 20, discountedPrice: 800, originalPrice: 1000 }
    const res = await post({ ...base, image: '/uploads/heart.webp', imageAlt: 'A heart check kit' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ image: '/uploads/heart.webp', imageAlt: 'A heart check kit' })
    const bad = await post({ ...base, image: 'javascript:alert(1)' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('image')
  })

  it('go last when created without an order, and are listed in the order staff arrange', async () => {
    const before = await list()
    const added = (
      await post({ title: 'Last One', discount: 5, discountedPrice: 95, originalPrice: 100 })
    ).json()
    expect(added.order).toBe(before.length + 1)
    const ids = [added._id, ...before.map((o) => o._id)]
    const res = await t.inject({
      method: 'PUT',
      url: '/api/offers/reorder/all',
      headers: t.as.admin,
      payload: { items: ids.map((_id) => ({ _id })) },
    })
    expect(res.statusCode).toBe(200)
    expect((await list()).map((o) => [o._id, o.order])).toEqual(ids.map((id, i) => [id, i + 1]))
    const audit = await t.app.knex('audit_log').where({ action: 'reorder', entity: 'offer' }).first()
    expect(audit).toBeTruthy()
  })

  it('refuse a reorder from staff, changing nothing', async () => {
    const before = await list()
    const res = await t.inject({
      method: 'PUT',
      url: '/api/offers/reorder/all',
      headers: t.as.staff,
      payload: { items: [...before].reverse().map(({ _id }) => ({ _id })) },
    })
    expect(res.statusCode).toBe(403)
    expect(await list()).toEqual(before)
  })
})
