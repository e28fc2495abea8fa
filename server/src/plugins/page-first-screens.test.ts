import { HOME_SERVICES_COUNT, PAGE_HEADINGS, PATHS, pageHeading, SITE_HEADER_TEXTS } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { escapeHtml } from '../lib/rendering/escape-html'
import { makeAppShell } from '../testing/app-shell'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'

// CI runs the tests before the web build: the app shell the pages are made from is the test's own.
const shell = makeAppShell()
let app: App

beforeAll(async () => {
  app = await buildTestApp({ demo: true, publicUrl: 'https://lab.example', webDistDir: shell.dir })
})
afterAll(async () => {
  await app.close()
  shell.remove()
})

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  const html = response.body
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ''
  const initial = JSON.parse(
    /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  )
  return { html, root, initial: initial as { queries: [unknown[], unknown][] } | null }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The first screen's picture: sized, fetched first, never lazy, and preloaded from the head. */
function expectLcpImage(html: string, root: string, src: string) {
  const image = new RegExp(`<img class="fs-pic[^"]*" src="${escapeRegExp(src)}"[^>]*>`).exec(root)?.[0]
  expect(image, `an <img src="${src}"> in the first screen`).toBeDefined()
  expect(image).toMatch(/ width="\d+" height="\d+"/)
  expect(image).toContain('fetchpriority="high"')
  expect(image).not.toContain('loading="lazy"')
  expect(html).toContain(`<link rel="preload" as="image" href="${src}"`)
}

const firstOf = async <T>(url: string) => ((await app.inject({ method: 'GET', url })).json() as T[])[0]

describe("each public page's first screen in the server HTML", () => {
  it('paints a service page: its title as the heading and its picture, with the answer the app reads', async () => {
    const service = await firstOf<{ id: string; title: string; image: string }>('/api/service?limit=1')
    const { html, root, initial } = await page(`/service/${service.id}`)
    expect(root).toContain('data-first-screen')
    expect(root).toContain(`<h1>${service.title}</h1>`)
    expectLcpImage(html, root, service.image)
    const answer = await app.inject({ method: 'GET', url: `/api/service/${service.id}` })
    expect(initial?.queries).toContainEqual([['services', service.id], answer.json()])
    expect(html).toMatch(/<style data-first-screen>[^<]*\.fs-pic\{/)
  })

  it('paints a blog post: its title and its picture', async () => {
    const posts = (await app.inject({ method: 'GET', url: '/api/content/blogs' })).json() as {
      id: string
      title: string
      imageUrl: string
    }[]
    const post = posts.find((p) => p.imageUrl) ?? posts[0]
    const { html, root } = await page(`/blog/${post.id}`)
    expect(root).toContain(`<h1>${post.title.replace(/'/g, '&#39;')}</h1>`)
    expectLcpImage(html, root, post.imageUrl)
  })

  it.each([
    ['/offers', 'offers', '/api/sliders', 'imageUrl'],
    ['/blog', 'blog', '/api/content/blogs', 'imageUrl'],
    ['/all-services', 'allServices', '/api/service?limit=24&offset=0', 'image'],
  ] as const)('paints %s: its heading and its first picture', async (url, key, list, field) => {
    const { html, root } = await page(url)
    expect(root).toContain(`<h1>${PAGE_HEADINGS.en[key].title}</h1>`)
    const items = (await app.inject({ method: 'GET', url: list })).json() as Record<string, string>[]
    const src =
      url === '/blog'
        ? (items.find((item) => item.category === 'Featured' && item[field]) ??
            items.find((item) => item[field]))?.[field]
        : items.find((item) => item[field])?.[field]
    expectLcpImage(html, root, src ?? 'a picture in the demo content')
  })

  it.each([
    ['/blood-test', 'bloodTests'],
    [PATHS.thyroid, 'thyroid'],
    ['/bulk-booking-discount', 'bulkBooking'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/forgot-password', 'forgotPassword'],
    ['/reset-password/some-token', 'resetPassword'],
  ] as const)('paints %s: its heading and lead paragraph', async (url, key) => {
    const { root, initial } = await page(url)
    const { title, intro } = pageHeading(key)
    expect(root).toContain(`<h1>${title}</h1>`)
    expect(root).toMatch(new RegExp(`<p( class="fs-lg")?>${escapeRegExp(intro)}</p>`))
    expect(intro).not.toContain('{{')
    expect(initial?.queries.map(([key]) => key)).toContainEqual(['site-settings'])
  })

  it("paints the profile's shell (the site header) and leaves its card to the app", async () => {
    const { root } = await page('/profile')
    expect(root).toContain('class="fs-header"')
    expect(root).not.toContain('<h1>')
  })

  it('paints no first screen for a service that does not exist (the app shows its not-found page)', async () => {
    const response = await app.inject({ method: 'GET', url: '/service/00000000-0000-4000-8000-000000000000' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<div id="root"></div>')
  })

  it('shows an edited service title on the next visit', async () => {
    const service = await firstOf<{ id: string }>('/api/service?limit=1')
    await app.knex('services').where({ id: service.id }).update({ title: 'Renamed <checkup>' })
    await app.changes.publish({ resource: 'service', id: service.id, kind: 'updated' })
    const { root } = await page(`/service/${service.id}`)
    expect(root).toContain('<h1>Renamed &lt;checkup&gt;</h1>')
  })

  it('carries what the app shell reads on every page (tab title overrides, footer packages), so the app fetches nothing after its start', async () => {
    const pageSeo = (await app.inject({ method: 'GET', url: '/api/page-seo' })).json()
    const footer = (
      await app.inject({ method: 'GET', url: `/api/service?limit=${HOME_SERVICES_COUNT}` })
    ).json()
    for (const url of ['/', PATHS.bloodTests, PATHS.offers, PATHS.blog, PATHS.allServices, PATHS.login]) {
      const { initial } = await page(url)
      expect(initial?.queries, url).toContainEqual([['page-seo'], pageSeo])
      expect(initial?.queries, url).toContainEqual([['services', { limit: HOME_SERVICES_COUNT }], footer])
      const keys = initial?.queries.map(([key]) => JSON.stringify(key)) ?? []
      expect(new Set(keys).size, `${url}: each query once`).toBe(keys.length)
    }
  })
})

describe("a page's first screen in Hindi", () => {
  const hindiHeader = SITE_HEADER_TEXTS.hi

  it('paints a service in Hindi: its Hindi title, English where a field has no Hindi, its picture and the Hindi answer the app reads', async () => {
    const { headers } = await createUserWithToken(app, 'admin')
    const service = await firstOf<{ id: string; description: string; image: string }>(
      '/api/service?limit=1&offset=1',
    )
    const edit = (title: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/service/${service.id}`,
        headers,
        payload: { i18n: { hi: { title } } },
      })
    expect((await edit('संपूर्ण शरीर जाँच')).statusCode).toBe(200)
    const { html, root, initial } = await page(`/service/${service.id}?lang=hi`)
    expect(html).toContain('<html lang="hi">')
    expect(root).toContain('<h1>संपूर्ण शरीर जाँच</h1>')
    // No Hindi description was written: the English one stands in, as the API answers it.
    expect(root).toContain(`<p>${escapeHtml(service.description)}`)
    expectLcpImage(html, root, service.image)
    expect(root).toContain(`>${hindiHeader.home}</a>`)
    expect(root).toContain(`aria-label="${hindiHeader.mainNav}"`)
    const answer = await app.inject({ method: 'GET', url: `/api/service/${service.id}?lang=hi` })
    expect(initial?.queries).toContainEqual([['services', service.id], answer.json()])

    // A change to the Hindi title reaches the Hindi page on the next visit; the English page stays English.
    expect((await edit('पूरे शरीर की जाँच')).statusCode).toBe(200)
    expect((await page(`/service/${service.id}?lang=hi`)).root).toContain('<h1>पूरे शरीर की जाँच</h1>')
    expect((await page(`/service/${service.id}`)).root).not.toContain('जाँच')
  })

  it.each([
    ['/offers', 'offers'],
    ['/blog', 'blog'],
    ['/all-services', 'allServices'],
  ] as const)('paints %s?lang=hi: its Hindi heading and its first picture', async (url, key) => {
    const { html, root } = await page(`${url}?lang=hi`)
    expect(html).toContain('<html lang="hi">')
    expect(root).toContain(`<h1>${PAGE_HEADINGS.hi[key].title}</h1>`)
    expect(root).toMatch(/<img class="fs-pic[^"]*" src="[^"]+"[^>]* fetchpriority="high"/)
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+"/)
  })

  it.each([
    ['/blood-test', 'bloodTests'],
    [PATHS.thyroid, 'thyroid'],
    ['/bulk-booking-discount', 'bulkBooking'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/forgot-password', 'forgotPassword'],
    ['/reset-password/some-token', 'resetPassword'],
  ] as const)('paints %s?lang=hi: its Hindi heading and lead paragraph', async (url, key) => {
    const { root } = await page(`${url}?lang=hi`)
    const { title, intro } = pageHeading(key, 'hi')
    expect(title).not.toBe(pageHeading(key, 'en').title)
    expect(root).toContain(`<h1>${title}</h1>`)
    expect(root).toMatch(new RegExp(`<p( class="fs-lg")?>${escapeRegExp(intro)}</p>`))
    expect(intro).not.toContain('{{')
  })

  it("paints the menu's Hindi titles, and Hindi by default when the Global tab makes Hindi the site's language", async () => {
    const item = await app.knex('menu_items').orderBy('sort_order').first()
    await app
      .knex('menu_items')
      .where({ id: item.id })
      .update({ i18n: JSON.stringify({ hi: { title: 'हमारे बारे में' } }) })
    await app.changes.publish({ resource: 'menu-item', id: item.id, kind: 'updated' })
    const { headers } = await createUserWithToken(app, 'admin')
    const setLanguage = async (code: string) => {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/global-settings',
        headers,
        payload: { language: { code } },
      })
      expect(saved.statusCode).toBe(200)
    }
    await setLanguage('hi')
    try {
      const { html, root } = await page('/blood-test')
      expect(html).toContain('<html lang="hi">')
      expect(root).toContain(`<h1>${pageHeading('bloodTests', 'hi').title}</h1>`)
      expect(root).toContain('>हमारे बारे में</a>')
    } finally {
      await setLanguage('en')
      await app
        .knex('menu_items')
        .where({ id: item.id })
        .update({ i18n: JSON.stringify({}) })
      await app.changes.publish({ resource: 'menu-item', id: item.id, kind: 'updated' })
    }
    const { root } = await page('/blood-test')
    expect(root).toContain(`<h1>${pageHeading('bloodTests', 'en').title}</h1>`)
    expect(root).toContain(`>${item.title}</a>`)
  })
})
