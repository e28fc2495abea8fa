import { describe, expect, it } from 'vitest'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describe('background images', () => {
  it('answer both spellings of url and alt, and go last without an order', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/background-images',
      headers: t.as.admin,
      payload: { url: '/uploads/demo/hero-lab.webp', alt: 'Our laboratory' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      url: '/uploads/demo/hero-lab.webp',
      imageUrl: '/uploads/demo/hero-lab.webp',
      alt: 'Our laboratory',
      altText: 'Our laboratory',
      order: 1,
    })
  })

  it('change only the sent field on PUT', async () => {
    const created = (
      await t.inject({
        method: 'POST',
        url: '/api/background-images',
        headers: t.as.admin,
        payload: { url: 'https://images.example.com/lab.jpg', alt: 'Lab', order: 5 },
      })
    ).json()
    const res = await t.inject({
      method: 'PUT',
      url: `/api/background-images/${created._id}`,
      headers: t.as.admin,
      payload: { alt: 'Our lab at night' },
    })
    expect(res.json()).toMatchObject({
      _id: created._id,
      url: created.url,
      alt: 'Our lab at night',
      order: 5,
    })
  })
})

describeCrudContract(t, {
  url: '/api/background-images',
  entity: 'background-image',
  create: { url: '/uploads/demo/hero-care.webp', alt: 'Home collection', order: 3 },
  created: {
    url: '/uploads/demo/hero-care.webp',
    imageUrl: '/uploads/demo/hero-care.webp',
    alt: 'Home collection',
    altText: 'Home collection',
    order: 3,
  },
  update: { url: '/uploads/demo/hero-reports.webp' },
  requiredField: 'url',
})
