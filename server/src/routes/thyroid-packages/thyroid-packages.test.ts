import { describe, expect, it } from 'vitest'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describeCrudContract(t, {
  url: '/api/thyroid-packages',
  entity: 'thyroid-package',
  create: { name: 'Thyroid Basic', price: 399, originalPrice: '799', tests_included: 'T3, T4, TSH' },
  created: {
    name: 'Thyroid Basic',
    price: 399,
    originalPrice: 799,
    popular: false,
    tests_included: 'T3, T4, TSH',
    report_time: '',
    sample_type: '',
    fasting_required: '',
    image: '',
    image_alt: '',
    order: 1,
  },
  update: { popular: true, report_time: '24 hours' },
  requiredField: 'price',
})

describe('thyroid packages', () => {
  it("are listed at the first client's path with a trailing slash", async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/thyroid-packages',
      headers: t.as.admin,
      payload: { name: 'Thyroid Advanced', price: 999, originalPrice: 1499 },
    })
    const res = await t.inject({ method: 'GET', url: '/api/thyroid-packages/' })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((p: { id: string }) => p.id)).toContain(created.json().id)
  })
})

describe('thyroid packages in the admin', () => {
  it('keep a picture and are reordered as staff arrange them', async () => {
    const made = await t.inject({
      method: 'POST',
      url: '/api/thyroid-packages',
      headers: t.as.admin,
      payload: {
        name: 'Thyroid Kids',
        price: 299,
        originalPrice: 499,
        image: '/uploads/k.webp',
        image_alt: 'A child',
      },
    })
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({ image: '/uploads/k.webp', image_alt: 'A child' })
    const ids = (
      (await t.inject({ method: 'GET', url: '/api/thyroid-packages' })).json() as { _id: string }[]
    )
      .map((p) => p._id)
      .reverse()
    const res = await t.inject({
      method: 'PUT',
      url: '/api/thyroid-packages/reorder/all',
      headers: t.as.admin,
      payload: { items: ids.map((_id) => ({ _id })) },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((p: { _id: string }) => p._id)).toEqual(ids)
    const unknown = await t.inject({
      method: 'PUT',
      url: '/api/thyroid-packages/reorder/all',
      headers: t.as.admin,
      payload: { items: [{ _id: '00000000-0000-4000-8000-000000000000' }] },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toContain('thyroid package 00000000-0000-4000-8000-000000000000')
  })
})

describe('thyroid package search (?q)', () => {
  it('finds a package by a mistyped word and by its Hindi name, and nothing else', async () => {
    const make = async (payload: Record<string, unknown>) =>
      (await t.inject({ method: 'POST', url: '/api/thyroid-packages', headers: t.as.admin, payload })).json()
    const profile = await make({
      name: 'Thyroid Profile Total',
      price: 499,
      originalPrice: 899,
      i18n: { hi: { name: 'थायरॉइड प्रोफ़ाइल टोटल' } },
    })
    const vitamins = await make({ name: 'Vitamin Screen', price: 799, originalPrice: 999 })
    const search = async (q: string) =>
      (await t.inject({ method: 'GET', url: `/api/thyroid-packages/?q=${encodeURIComponent(q)}` }))
        .json()
        .map((p: { id: string }) => p.id) as string[]
    for (const q of ['thyriod profile', 'प्रोफ़ाइल', 'प्रोफाइल']) {
      const found = await search(q)
      expect(found, q).toContain(profile.id)
      expect(found, q).not.toContain(vitamins.id)
    }
  })
})
