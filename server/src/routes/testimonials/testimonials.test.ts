import { describe, expect, it } from 'vitest'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describeCrudContract(t, {
  url: '/api/content/testimonials',
  entity: 'testimonial',
  create: { name: 'Priya S.', content: 'The phlebotomist was on time and gentle.' },
  created: {
    name: 'Priya S.',
    role: '',
    company: '',
    content: 'The phlebotomist was on time and gentle.',
    rating: 5,
    imageUrl: '',
  },
  update: { rating: 4, role: 'Teacher' },
  requiredField: 'content',
})

describe('testimonials', () => {
  it('refuse a rating outside 1 to 5', async () => {
    for (const rating of [0, 6, 4.5]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/content/testimonials',
        headers: t.as.admin,
        payload: { name: 'Ravi', content: 'Quick reports.', rating },
      })
      expect(res.statusCode, String(rating)).toBe(400)
      expect(res.json().message).toContain('rating')
    }
  })
})
