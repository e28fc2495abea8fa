import { describe, expect, it } from 'vitest'
import { describeDocumentContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

// Checks of the seeded defaults come first: the shared behaviour below changes the document.
const t = setupCatalogueTest()

describe('banner', () => {
  it('starts with the spec subtitle and the booking button', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: 'Test and you can Trust',
      primaryButtonText: 'Book a Package',
      primaryButtonLink: '/book-consultation',
    })
  })
})

describeDocumentContract(t, {
  getUrl: '/api/content/banner',
  putUrl: '/api/content/banner',
  key: 'banner',
  change: { title: 'Health checks at home', primaryButtonLink: '/all-services' },
  invalid: { secondaryButtonLink: 'javascript:alert(document.cookie)' },
  invalidMessage: 'secondaryButtonLink must be an http(s), mailto: or tel: address or a path on this site',
})
