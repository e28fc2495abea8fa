import { describe, expect, it } from 'vitest'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describeCrudContract(t, {
  url: '/api/blood-tests',
  entity: 'blood-test',
  create: { name: 'HbA1c', category: 'Diabetes', price: '499', originalPrice: 699 },
  created: {
    name: 'HbA1c',
    category: 'Diabetes',
    description: '',
    price: 499,
    originalPrice: 699,
    sampleType: 'Blood',
    fasting: 'Not Required',
    reportTime: '24 hours',
  },
  update: { price: 449, reportTime: '6 hours' },
  requiredField: 'category',
})

describe('blood test prices', () => {
  it('refuses a price that is not a number, naming the field', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/blood-tests',
      headers: t.as.admin,
      payload: { name: 'Vitamin D', category: 'Vitamins', price: 'cheap', originalPrice: 900 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('price must be number')
  })
})
