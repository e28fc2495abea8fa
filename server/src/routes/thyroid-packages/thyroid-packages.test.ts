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
  },
  update: { popular: true, report_time: '24 hours' },
  requiredField: 'price',
})

describe('thyroid packages', () => {
  it("are listed at the spec client's path with a trailing slash", async () => {
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
