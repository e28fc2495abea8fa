import { describe, expect, it } from 'vitest'
import { describeCrudContract, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describeCrudContract(t, {
  url: '/api/content/faqs',
  entity: 'faq',
  create: { question: 'Do I need to fast?', answer: 'Only for some tests; we tell you when you book.' },
  created: {
    question: 'Do I need to fast?',
    answer: 'Only for some tests; we tell you when you book.',
    category: 'General',
  },
  update: { category: 'Preparation' },
  requiredField: 'answer',
})

describe('FAQs', () => {
  it('file a blank category under General', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/content/faqs',
      headers: t.as.admin,
      payload: { question: 'Is home collection free?', answer: 'Yes.', category: '  ' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().category).toBe('General')
  })
})
