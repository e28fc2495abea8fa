import { describe, expect, it } from 'vitest'
import { describeDocumentContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describeDocumentContract(t, {
  getUrl: '/api/global-settings',
  putUrl: '/api/global-settings',
  key: 'global-settings',
  change: { currency: { code: 'INR', symbol: '₹', name: 'Indian Rupee' } },
  invalid: { currency: { code: 'BTC', symbol: '₿', name: 'Bitcoin' } },
  invalidMessage: "currency.code 'BTC' is not offered",
})

describe('global settings', () => {
  it('default to US dollars and English', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/global-settings' })
    expect(res.json()).toEqual({
      currency: expect.objectContaining({ code: expect.any(String) }),
      language: expect.objectContaining({ code: expect.any(String) }),
    })
  })

  it('take the symbol and names from the CURRENCIES and LANGUAGES lists, whatever the client sent with the code', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/global-settings',
      headers: t.as.admin,
      payload: { currency: { code: 'eur', symbol: 'E', name: 'Whatever' }, language: { code: 'HI' } },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      currency: { code: 'EUR', symbol: '€', name: 'Euro' },
      language: { code: 'hi', name: 'Hindi' },
    })
  })

  it('refuse a language outside the list, naming the code', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/global-settings',
      headers: t.as.admin,
      payload: { language: { code: 'tlh', name: 'Klingon' } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      "language.code 'tlh' is not offered: use one of en, hi, es, fr, de, zh, ja, ar",
    )
  })
})

describe("the lab's GSTIN (printed on its invoices)", () => {
  const put = (gstin: unknown) =>
    t.inject({ method: 'PUT', url: '/api/global-settings', headers: t.as.admin, payload: { gstin } })
  const stored = async () => {
    const row = await t.app.knex('documents').where({ key: 'global-settings' }).first()
    return (typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value)?.gstin
  }

  it('takes a 15-character GSTIN, refuses anything else naming the field, and is removed with an empty text', async () => {
    expect((await put('29ABCDE1234F1Z5')).json()).toMatchObject({ gstin: '29ABCDE1234F1Z5' })
    for (const bad of [
      '29ABCDE1234F1Z',
      '29abcde1234f1z5',
      '29ABCDE1234F1X5',
      'GSTIN 29ABCDE1234F1Z5',
      123,
    ]) {
      const res = await put(bad)
      expect(res.statusCode, String(bad)).toBe(400)
      expect(res.json().message).toContain('gstin')
    }
    expect(await stored()).toBe('29ABCDE1234F1Z5')
    expect((await put('')).statusCode).toBe(200)
    expect(await stored()).toBe('')
  })
})
