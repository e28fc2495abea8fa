import { describe, expect, it } from 'vitest'
import { describeDocumentContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describeDocumentContract(t, {
  getUrl: '/api/content/about',
  putUrl: '/api/content/about',
  key: 'about',
  change: { title: 'About us', features: ['NABL labs', 'Home collection'] },
  invalid: { features: 'not a list', imageUrl: 'data:image/png;base64,AAAA' },
  invalidMessage: 'imageUrl',
})

describe('about', () => {
  it('drops blank features', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/content/about',
      headers: t.as.admin,
      payload: { features: ['Reports in 6 hours', ' ', ''] },
    })
    expect(res.json().features).toEqual(['Reports in 6 hours'])
  })
})
