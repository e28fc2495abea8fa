import { BRAND_NAME } from '@labsite/shared'
import { describe, expect, it } from 'vitest'
import { describeDocumentContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

// Checks of the seeded defaults come first: the shared behaviour below changes the document.
const t = setupCatalogueTest()

describe('site settings', () => {
  it('start with the brand as website name', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/site-settings' })
    expect(res.json()).toMatchObject({ websiteName: BRAND_NAME, bannerUrl: '', favicon: '' })
  })

  it('refuse a blank website name', async () => {
    const res = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: t.as.admin,
      payload: { websiteName: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('websiteName')
  })
})

describeDocumentContract(t, {
  getUrl: '/api/site-settings',
  putUrl: '/api/settings',
  key: 'site-settings',
  change: { websiteName: 'Aarogya Labs', favicon: '/uploads/media/favicon.webp' },
  invalid: { logoUrl: 'javascript:alert(1)' },
  invalidMessage: 'logoUrl must be an http(s) address or a path on this site',
})
