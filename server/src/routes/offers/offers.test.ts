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
})
