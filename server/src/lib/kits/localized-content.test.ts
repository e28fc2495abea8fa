import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

/** Hindi beside English, on the generic list and document machinery (both databases). */
const t = setupCatalogueTest()

const HINDI_TITLE = 'रक्त परीक्षण से पहले उपवास'

async function createPost(i18n: unknown = { hi: { title: HINDI_TITLE } }) {
  return t.inject({
    method: 'POST',
    url: '/api/content/blogs',
    headers: t.as.admin,
    payload: {
      title: 'Fasting before a blood test',
      excerpt: 'What to eat the night before',
      content: '<p>English body</p>',
      i18n,
    },
  })
}

describe('localized records', () => {
  it('keep Hindi beside English for staff, and answer visitors one language, English filling in per field', async () => {
    const created = await createPost({
      hi: {
        title: HINDI_TITLE,
        excerpt: '  ',
        content: '<p onclick="x()">हिंदी लेख</p><script>alert(1)</script>',
      },
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    // Staff read: i18n as stored, rich text sanitized like English, empty values dropped.
    const staff = await t.inject({
      method: 'GET',
      url: `/api/admin/edit/content/blogs/${id}`,
      headers: t.as.staff,
    })
    expect(staff.json().i18n).toEqual({ hi: { title: HINDI_TITLE, content: '<p>हिंदी लेख</p>' } })

    const hindi = await t.inject({ method: 'GET', url: `/api/content/blogs/${id}?lang=hi` })
    expect(hindi.json()).toMatchObject({
      title: HINDI_TITLE,
      excerpt: 'What to eat the night before',
      content: '<p>हिंदी लेख</p>',
    })
    expect(hindi.json()).not.toHaveProperty('i18n')

    const english = await t.inject({ method: 'GET', url: `/api/content/blogs/${id}` })
    expect(english.json().title).toBe('Fasting before a blood test')
    expect(english.json()).not.toHaveProperty('i18n')
    expect(english.headers.etag).not.toBe(hindi.headers.etag)
  })

  it('read Accept-Language when there is no ?lang=, kept apart in the cache, with Vary saying so', async () => {
    const { id } = (await createPost()).json()
    const url = `/api/content/blogs/${id}`
    const english = await t.inject({ method: 'GET', url, headers: { 'accept-language': 'en-IN,en;q=0.9' } })
    const hindi = await t.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    })
    const again = await t.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })
    expect(english.json().title).toBe('Fasting before a blood test')
    expect(hindi.json().title).toBe(HINDI_TITLE)
    expect(again.json().title).toBe('Fasting before a blood test')
    expect(hindi.headers.vary).toMatch(/accept-language/i)
    // The list too: its ETag differs per language, and a repeat in Hindi is still Hindi.
    const list = (headers: Record<string, string>) =>
      t.inject({ method: 'GET', url: '/api/content/blogs', headers })
    const listEn = await list({})
    const listHi = await list({ 'accept-language': 'hi' })
    const listHiAgain = await list({ 'accept-language': 'hi' })
    expect(listHi.headers.etag).not.toBe(listEn.headers.etag)
    expect(listHiAgain.json().map((post: { title: string }) => post.title)).toContain(HINDI_TITLE)
    expect(listEn.json().map((post: { title: string }) => post.title)).not.toContain(HINDI_TITLE)
  })

  it('round-trip a staff update, which public reads show at once', async () => {
    const { id, version } = (await createPost()).json()
    await t.inject({ method: 'GET', url: `/api/content/blogs/${id}?lang=hi` })
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/content/blogs/${id}`,
      headers: { ...t.as.admin, 'if-match': `"${version}"` },
      payload: { i18n: { hi: { title: 'नया शीर्षक', excerpt: 'हिंदी सार' } } },
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().i18n).toEqual({ hi: { title: 'नया शीर्षक', excerpt: 'हिंदी सार' } })
    const stored = await t.app.knex('blog_posts').where({ id }).first()
    const i18n = typeof stored.i18n === 'string' ? JSON.parse(stored.i18n) : stored.i18n
    expect(i18n.hi.excerpt).toBe('हिंदी सार')
    const hindi = await t.inject({ method: 'GET', url: `/api/content/blogs/${id}?lang=hi` })
    expect(hindi.json()).toMatchObject({ title: 'नया शीर्षक', excerpt: 'हिंदी सार' })
  })

  it('refuse a translation of a field that is not localizable, or of the wrong kind, naming it', async () => {
    const notLocalizable = await createPost({ hi: { author: 'डॉ. राव' } })
    expect(notLocalizable.statusCode).toBe(400)
    expect(notLocalizable.json().message).toMatch(
      /^i18n\.hi\.author cannot be translated: Blog post translates title, excerpt, content/,
    )
    const list = await createPost({ hi: { title: ['a list'] } })
    expect(list.statusCode).toBe(400)
    expect(list.json().message).toBe('i18n.hi.title must be a text')
    const text = await t.inject({
      method: 'POST',
      url: '/api/service',
      headers: t.as.admin,
      payload: { title: 'Checkup', i18n: { hi: { features: 'घर से नमूना' } } },
    })
    expect(text.json().message).toBe('i18n.hi.features must be a list of texts')
    const long = await createPost({ hi: { title: 'क'.repeat(301) } })
    expect(long.json().message).toBe('i18n.hi.title must be at most 300 characters')
  })

  it('find a record by its Hindi text', async () => {
    await createPost({ hi: { title: 'थायरॉइड जाँच की तैयारी' } })
    const found = await t.inject({
      method: 'GET',
      url: `/api/content/blogs?q=${encodeURIComponent('थायरॉइड')}`,
    })
    expect(found.json()).toHaveLength(1)
    const byFieldName = await t.inject({ method: 'GET', url: '/api/content/blogs?q=excerpt' })
    expect(byFieldName.json()).toHaveLength(0)
  })

  it('localize lists of texts (a service’s features) and the second spelling of an alt text', async () => {
    const service = await t.inject({
      method: 'POST',
      url: '/api/service',
      headers: t.as.admin,
      payload: {
        title: 'Full body checkup',
        features: ['Home collection', 'Report in 24 h'],
        i18n: { hi: { features: ['घर से नमूना'] } },
      },
    })
    expect(service.statusCode).toBe(201)
    const hindi = await t.inject({ method: 'GET', url: `/api/service/${service.json().service.id}?lang=hi` })
    expect(hindi.json()).toMatchObject({ title: 'Full body checkup', features: ['घर से नमूना'] })

    const background = await t.inject({
      method: 'POST',
      url: '/api/background-images',
      headers: t.as.admin,
      payload: { url: '/uploads/a.webp', alt: 'Our lab', i18n: { hi: { alt: 'हमारी प्रयोगशाला' } } },
    })
    const shown = (
      await t.inject({ method: 'GET', url: `/api/background-images/${background.json().id}?lang=hi` })
    ).json()
    expect(shown).toMatchObject({ alt: 'हमारी प्रयोगशाला', altText: 'हमारी प्रयोगशाला' })
  })
})

describe('localized documents', () => {
  it('keep Hindi in the document and answer visitors in their language, per field', async () => {
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/content/banner',
      headers: t.as.admin,
      payload: {
        title: 'Trusted tests',
        description: 'Accurate reports',
        i18n: { hi: { title: 'भरोसेमंद जाँच' } },
      },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().i18n).toEqual({ hi: { title: 'भरोसेमंद जाँच' } })
    const hindi = await t.inject({
      method: 'GET',
      url: '/api/content/banner',
      headers: { 'accept-language': 'hi' },
    })
    expect(hindi.json()).toMatchObject({ title: 'भरोसेमंद जाँच', description: 'Accurate reports' })
    expect(hindi.json()).not.toHaveProperty('i18n')
    const english = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(english.json().title).toBe('Trusted tests')
    expect(english.headers.etag).not.toBe(hindi.headers.etag)
    const staff = await t.inject({
      method: 'GET',
      url: '/api/admin/edit/content/banner',
      headers: t.as.staff,
    })
    expect(staff.json().i18n.hi.title).toBe('भरोसेमंद जाँच')

    const refused = await t.inject({
      method: 'PUT',
      url: '/api/content/banner',
      headers: t.as.admin,
      payload: { i18n: { hi: { primaryButtonLink: '/hi' } } },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/^i18n\.hi\.primaryButtonLink cannot be translated/)
  })
})
