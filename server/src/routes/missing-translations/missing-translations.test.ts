import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()
const URL = '/api/admin/edit/missing-translations'

type Entry = {
  resource: string
  label: string
  id: string
  name: string
  version: number
  writePath: string
  missing: string[]
  english: Record<string, unknown>
  i18n: { hi?: Record<string, unknown> }
}

const list = async () => {
  const res = await t.inject({ method: 'GET', url: URL, headers: t.as.staff })
  expect(res.statusCode).toBe(200)
  return res.json() as Entry[]
}

describe('GET /api/admin/edit/missing-translations', () => {
  it('is for staff only', async () => {
    expect((await t.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await t.inject({ method: 'GET', url: URL, headers: t.as.visitor })).statusCode).toBe(403)
  })

  it('lists each record and document field with English and no Hindi, and drops it once the Hindi is saved', async () => {
    const faq = await t.inject({
      method: 'POST',
      url: '/api/content/faqs',
      headers: t.as.admin,
      payload: {
        question: 'Do I need to fast?',
        answer: 'Only for some tests.',
        i18n: { hi: { question: 'क्या उपवास ज़रूरी है?' } },
      },
    })
    expect(faq.statusCode).toBe(201)
    const menu = await t.inject({
      method: 'POST',
      url: '/api/menu',
      headers: t.as.admin,
      payload: { title: 'Home visits', path: '/home-visits', i18n: { hi: { title: 'घर पर जाँच' } } },
    })
    expect(menu.statusCode).toBe(201)
    const banner = await t.inject({
      method: 'PUT',
      url: '/api/content/banner',
      headers: t.as.admin,
      payload: { title: 'Tests you can trust', i18n: { hi: {} } },
    })
    expect(banner.statusCode).toBe(200)

    const before = await list()
    const faqEntry = before.find((entry) => entry.id === faq.json()._id)
    expect(faqEntry).toMatchObject({
      resource: 'faq',
      label: 'FAQ',
      name: 'Do I need to fast?',
      missing: ['answer'],
      english: { answer: 'Only for some tests.' },
      writePath: `/content/faqs/${faq.json()._id}`,
    })
    // Fully translated: not listed.
    expect(before.some((entry) => entry.id === menu.json()._id)).toBe(false)
    const bannerEntry = before.find((entry) => entry.resource === 'banner')
    expect(bannerEntry?.missing).toContain('title')
    expect(bannerEntry?.english.title).toBe('Tests you can trust')
    expect(bannerEntry?.writePath).toBe('/content/banner')

    // The list's version is the record's: a save with it is taken, a stale one refused.
    const hi = { ...faqEntry?.i18n.hi, answer: 'केवल कुछ जाँचों के लिए।' }
    const stale = await t.inject({
      method: 'PUT',
      url: `/api${faqEntry?.writePath}`,
      headers: { ...t.as.admin, 'if-match': `"${(faqEntry?.version ?? 0) + 5}"` },
      payload: { i18n: { hi } },
    })
    expect(stale.statusCode).toBe(412)
    const saved = await t.inject({
      method: 'PUT',
      url: `/api${faqEntry?.writePath}`,
      headers: { ...t.as.admin, 'if-match': `"${faqEntry?.version}"` },
      payload: { i18n: { hi } },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().i18n.hi).toEqual({ question: 'क्या उपवास ज़रूरी है?', answer: 'केवल कुछ जाँचों के लिए।' })

    const bannerSaved = await t.inject({
      method: 'PUT',
      url: `/api${bannerEntry?.writePath}`,
      headers: { ...t.as.admin, 'if-match': `"${bannerEntry?.version}"` },
      payload: { i18n: { hi: { ...bannerEntry?.i18n.hi, title: 'भरोसे की जाँच' } } },
    })
    expect(bannerSaved.statusCode).toBe(200)

    const after = await list()
    expect(after.some((entry) => entry.id === faq.json()._id)).toBe(false)
    expect(after.find((entry) => entry.resource === 'banner')?.missing ?? []).not.toContain('title')
  })
})
