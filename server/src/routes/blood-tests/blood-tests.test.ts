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
  update: { price: 449, amount: 449, reportTime: '6 hours' },
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

describe('the public blood test list, searched and filtered by the server (/blood-test at any size)', () => {
  it('matches q in the name, category or description, narrows to a category, and lists the categories', async () => {
    const tag = `T${Date.now()}`
    const tests = [
      {
        name: `${tag} Lipid Profile`,
        category: `${tag} Heart`,
        description: 'Cholesterol and triglycerides',
      },
      { name: `${tag} HbA1c`, category: `${tag} Diabetes`, description: 'Average blood sugar' },
      { name: `${tag} Fasting Sugar`, category: `${tag} Diabetes`, description: 'Glucose after a fast' },
    ]
    for (const test of tests) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/blood-tests',
        headers: t.as.admin,
        payload: { ...test, price: 300, originalPrice: 400 },
      })
      expect(res.statusCode).toBe(201)
    }
    const names = async (query: string) => {
      const res = await t.inject({ url: `/api/blood-tests?${query}` })
      expect(res.statusCode).toBe(200)
      return {
        names: res.json().map((test: { name: string }) => test.name),
        total: res.headers['x-total-count'],
      }
    }

    expect(await names(`q=${encodeURIComponent(`${tag} FASTING`)}`)).toEqual({
      names: [`${tag} Fasting Sugar`],
      total: '1',
    })
    // A word only the description holds.
    const byDescription = await names(`q=triglycerides&category=${encodeURIComponent(`${tag} Heart`)}`)
    expect(byDescription).toEqual({ names: [`${tag} Lipid Profile`], total: '1' })
    const diabetes = await names(`category=${encodeURIComponent(`${tag} Diabetes`)}&limit=1`)
    expect(diabetes).toEqual({ names: [`${tag} HbA1c`], total: '2' })
    expect((await names(`category=All&q=${tag}`)).total).toBe('3')

    const categories = await t.inject({ url: '/api/blood-tests/categories' })
    expect(categories.statusCode).toBe(200)
    expect(categories.json().filter((c: string) => c.startsWith(tag))).toEqual([
      `${tag} Diabetes`,
      `${tag} Heart`,
    ])
  })

  it('refuses a category longer than any category can be', async () => {
    const res = await t.inject({ url: `/api/blood-tests?category=${'x'.repeat(101)}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('category')
  })
})

describe('a search with a typing slip (the visitor’s phone keyboard)', () => {
  it('still finds the test, best match first, in English and in Hindi, and names how many match', async () => {
    const tag = `fz${Date.now()}`
    for (const [name, hindi] of [
      [`Thyroid Stimulating Hormone ${tag}`, 'थायरॉइड स्टिम्युलेटिंग हॉर्मोन'],
      [`Vitamin D ${tag}`, 'विटामिन डी'],
      [`Vitamin B12 ${tag}`, 'विटामिन B12'],
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/blood-tests',
        headers: t.as.admin,
        payload: { name, category: 'Fuzzy', price: 100, originalPrice: 200, i18n: { hi: { name: hindi } } },
      })
      expect(res.statusCode).toBe(201)
    }
    const names = async (q: string, lang = 'en') => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/blood-tests?category=Fuzzy&q=${encodeURIComponent(q)}&lang=${lang}`,
      })
      expect(res.statusCode).toBe(200)
      return {
        names: res.json().map((test: { name: string }) => test.name),
        total: res.headers['x-total-count'],
      }
    }
    expect(await names('thyriod')).toEqual({ names: [`Thyroid Stimulating Hormone ${tag}`], total: '1' })
    expect(await names('vit d')).toEqual({ names: [`Vitamin D ${tag}`], total: '1' })
    expect((await names('विटामिन', 'hi')).names).toEqual(['विटामिन डी', 'विटामिन B12'])
    expect(await names('xylophone')).toEqual({ names: [], total: '0' })
  })
})
