import { BRAND_NAME, PAGE_TITLES, pageTitle, pageTitleIn } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { makeAppShell } from '../../testing/app-shell'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'

const HINDI_NAME = 'आरोग्य डायग्नोस्टिक्स'

const PUBLIC_URL = 'https://lab.example'
const shell = makeAppShell()
let app: App
let admin: { authorization: string }
let staff: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp({ demo: true, publicUrl: PUBLIC_URL, webDistDir: shell.dir })
  admin = (await createUserWithToken(app, 'admin')).headers
  staff = (await createUserWithToken(app, 'staff')).headers
})
afterAll(async () => {
  await app.close()
  shell.remove()
})

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]

async function current() {
  const response = await app.inject({ method: 'GET', url: '/api/page-seo' })
  expect(response.statusCode).toBe(200)
  return { body: response.json(), version: Number(JSON.parse(response.headers.etag as string)) }
}

async function save(pages: unknown, headers = admin) {
  const { version } = await current()
  return app.inject({
    method: 'PUT',
    url: '/api/page-seo',
    headers: { ...headers, 'if-match': `"${version}"` },
    payload: { pages },
  })
}

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  return response.body
}

describe('page SEO', () => {
  it('starts empty: every page keeps its automatic title', async () => {
    expect((await current()).body).toEqual({ pages: {} })
    expect(titleOf(await page('/offers'))).toBe(pageTitle(PAGE_TITLES.offers, BRAND_NAME))
  })

  it('refuses staff and over-long titles with a clear 4xx; a page the site does not have is refused by name', async () => {
    expect((await save({ offers: { title: 'x' } }, staff)).statusCode).toBe(403)
    const long = await save({ offers: { title: 'x'.repeat(200) } })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toMatch(/title/)
    // A page the site does not have is named, not dropped: staff would believe its title saved.
    const unknown = await save({ offers: { title: 'Offers' }, 'blood-tests': { title: 'Mine' } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/no page called "blood-tests"; the pages are .*offers/)
    expect((await current()).body).toEqual({ pages: {} })
  })

  it('stores trimmed values only, and the rendered page reads them (title, description, og:image; Hindi per field)', async () => {
    const response = await save({
      offers: {
        title: '  Lab test offers in Bengaluru  ',
        description: 'Up to 60% off full body checkups.',
        image: '/uploads/media/offers-share.webp',
        i18n: { hi: { title: 'बेंगलुरु में लैब टेस्ट ऑफ़र', description: '' } },
      },
      blog: { title: '', description: '' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      pages: {
        offers: {
          title: 'Lab test offers in Bengaluru',
          description: 'Up to 60% off full body checkups.',
          image: '/uploads/media/offers-share.webp',
          i18n: { hi: { title: 'बेंगलुरु में लैब टेस्ट ऑफ़र' } },
        },
      },
    })

    const english = await page('/offers')
    expect(titleOf(english)).toBe('Lab test offers in Bengaluru')
    expect(metaOf(english, 'name', 'description')).toBe('Up to 60% off full body checkups.')
    expect(metaOf(english, 'property', 'og:image')).toBe(`${PUBLIC_URL}/uploads/media/offers-share.webp`)

    const hindi = await page('/offers?lang=hi')
    expect(titleOf(hindi)).toBe('बेंगलुरु में लैब टेस्ट ऑफ़र')
    // No Hindi description: the English override, field by field.
    expect(metaOf(hindi, 'name', 'description')).toBe('Up to 60% off full body checkups.')

    // A page without overrides is untouched.
    // The demo site settings name the lab in Hindi too (server/src/db/demo-content.ts).
    expect(titleOf(await page('/blog?lang=hi'))).toBe(pageTitle(pageTitleIn('blog', 'hi'), HINDI_NAME))
  })

  it('emptied again, the page is back to its automatic values', async () => {
    expect((await save({})).statusCode).toBe(200)
    const html = await page('/offers')
    expect(titleOf(html)).toBe(pageTitle(PAGE_TITLES.offers, BRAND_NAME))
    expect(metaOf(html, 'name', 'description')).toBe(`${BRAND_NAME} Your Health Partner`)
  })

  it('keeps a history like the other documents', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/revisions/page-seo/page-seo',
      headers: staff,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().revisions.length).toBeGreaterThanOrEqual(2)
  })
})
