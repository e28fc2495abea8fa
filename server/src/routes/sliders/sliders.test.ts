import { describe, expect, it } from 'vitest'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describe('sliders', () => {
  const post = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/sliders', headers: t.as.admin, payload })

  it('go last when sent without an order, and are listed by order', async () => {
    const first = (await post({ imageUrl: '/uploads/demo/a.webp', altText: 'A' })).json()
    const second = (await post({ imageUrl: 'https://cdn.example.com/b.webp', altText: 'B' })).json()
    expect([first.order, second.order]).toEqual([1, 2])
    await post({ imageUrl: '/uploads/demo/c.webp', altText: 'C', order: 0 })
    const list = (await t.inject({ method: 'GET', url: '/api/sliders' })).json()
    expect(list.map((s: { altText: string }) => s.altText)).toEqual(['C', 'A', 'B'])
  })

  it('refuse an image address with another scheme', async () => {
    const res = await post({ imageUrl: 'javascript:alert(1)', altText: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('imageUrl must be an http(s) address or a path on this site')
  })
})

describeCrudContract(t, {
  url: '/api/sliders',
  entity: 'slider',
  create: { imageUrl: '/uploads/demo/hero-care.webp', altText: 'Home collection', order: 7 },
  created: { imageUrl: '/uploads/demo/hero-care.webp', altText: 'Home collection', order: 7 },
  update: { order: 2 },
  requiredField: 'altText',
})
