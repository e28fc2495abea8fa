import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

describe('GET /api/audit', () => {
  it('lists admin writes newest first with who, what and before/after, and the full count', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/content/faqs',
      headers: t.as.admin,
      payload: { question: 'Q?', answer: 'A.' },
    })
    const faq = created.json()
    await t.inject({
      method: 'PUT',
      url: `/api/content/faqs/${faq.id}`,
      headers: t.as.admin,
      payload: { answer: 'Better answer.' },
    })
    await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: t.as.admin,
      payload: { websiteName: 'Labs' },
    })

    const res = await t.inject({ method: 'GET', url: '/api/audit?limit=2', headers: t.as.admin })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('3')
    const [newest, previous] = res.json()
    expect(newest).toMatchObject({ action: 'update', entity: 'site-settings', entityId: 'site-settings' })
    expect(newest.after.websiteName).toBe('Labs')
    expect(previous).toMatchObject({
      action: 'update',
      entity: 'faq',
      entityId: faq.id,
      before: { answer: 'A.' },
      after: { answer: 'Better answer.' },
    })
    expect(previous.userEmail).toMatch(/^admin-.*@example\.test$/)
    expect(new Date(previous.createdAt).toString()).not.toBe('Invalid Date')

    const page = await t.inject({ method: 'GET', url: '/api/audit?limit=2&offset=2', headers: t.as.admin })
    expect(page.json()).toEqual([expect.objectContaining({ action: 'create', entity: 'faq', before: null })])
  })

  it('filters by entity and by a search text', async () => {
    const byEntity = await t.inject({ method: 'GET', url: '/api/audit?entity=faq', headers: t.as.admin })
    expect(byEntity.json().every((e: { entity: string }) => e.entity === 'faq')).toBe(true)
    const bySearch = await t.inject({ method: 'GET', url: '/api/audit?q=SITE-set', headers: t.as.admin })
    expect(bySearch.headers['x-total-count']).toBe('1')
  })

  it('is for admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401)
    for (const role of ['visitor', 'staff'] as const) {
      expect((await t.inject({ method: 'GET', url: '/api/audit', headers: t.as[role] })).statusCode).toBe(403)
    }
  })

  it('refuses a bad page size with 400', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/audit?limit=0', headers: t.as.admin })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('limit')
  })
})
