import { HOME_SERVICES_COUNT, PAGE_HEADINGS, PATHS, pageHeading } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { makeAppShell } from '../testing/app-shell'
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

describe("each public page's first screen in the server HTML (issue 26)", () => {
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
    expect(root).toContain(`<h1>${PAGE_HEADINGS[key].title}</h1>`)
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
