import { describe, expect, it } from 'vitest'
import { describeDocumentContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

// Checks of the seeded defaults come first: the shared behaviour below changes the document.
const t = setupCatalogueTest()

describe('contact info', () => {
  it('starts empty on a site without demo content: no placeholder phone, e-mail, address or hours', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/business-contact' })
    expect(res.json()).toMatchObject({ phone: '', email: '', address: [], businessHours: '' })
  })

  it('drops blank address lines', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/business-contact',
      headers: t.as.admin,
      payload: { address: ['12 Health Avenue', '  ', ''] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().address).toEqual(['12 Health Avenue'])
  })
})

describeDocumentContract(t, {
  getUrl: '/api/business-contact',
  putUrl: '/api/business-contact',
  key: 'business-contact',
  change: { phone: '+91 80 4000 1234', address: ['1 MG Road', 'Bengaluru 560001'] },
  invalid: { email: 'not-an-email' },
  invalidMessage: 'email',
})
