import { describe, expect, it } from 'vitest'
import { describeDocumentContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

// Checks of the seeded defaults come first: the shared behaviour below changes the document.
const t = setupCatalogueTest()

describe('banner', () => {
  it('starts empty but for its links on a production install, so the app shows its own texts in each language', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(res.json()).toMatchObject({
      subtitle: '',
      description: '',
      primaryButtonText: '',
      primaryButtonLink: '/book-consultation',
      secondaryButtonLink: '/all-services',
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
