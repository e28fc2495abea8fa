import { HOME_HERO_TEXTS, HOME_SERVICES_COUNT, SITE_HEADER_TEXTS } from '@labsite/shared'
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

const home = async (url = '/') => {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  return response.body
}
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ''
const initialDataOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as {
    queries: [unknown[], unknown][]
    srcSets: Record<string, string>
  }

async function setBanner(value: Record<string, unknown>) {
  const row = await app.knex('documents').where({ key: 'banner' }).first()
  const current = typeof row.value === 'string' ? JSON.parse(row.value) : row.value
  await app
    .knex('documents')
    .where({ key: 'banner' })
    .update({ value: JSON.stringify({ ...current, ...value }) })
  await app.changes.publish({ resource: 'banner', id: 'banner', kind: 'updated' })
}

describe('the home page first screen in the server HTML', () => {
  it('paints the hero heading, the package tiles and the hero image (sized, high priority, preloaded) before any script', async () => {
    const html = await home()
    const root = rootOf(html)
    expect(root).toMatch(/<h1 id="hero-title">[^<]+<\/h1>/)
    const image = /<img class="fs-bg"[^>]*>/.exec(root)?.[0] ?? ''
    expect(image).toContain('width="1920"')
    expect(image).toContain('height="900"')
    expect(image).toContain('fetchpriority="high"')
    expect(image).not.toContain('loading="lazy"')
    const src = /src="([^"]+)"/.exec(image)?.[1]
    expect(html).toContain(`<link rel="preload" as="image" href="${src}"`)
    expect(root.match(/class="fs-tile"/g)).toHaveLength(6)
    // The first screen has its own styles in the page: nothing render-blocking is needed to paint it.
    expect(html).toMatch(/<style data-first-screen>[^<]*\.fs-hero\{/)
    expect(html).not.toMatch(/<link rel="stylesheet"/)
  })

  it('carries the answers the app would fetch, under its query keys, so its first render matches', async () => {
    const data = initialDataOf(await home())
    const byKey = new Map(data.queries.map(([key, value]) => [JSON.stringify(key), value]))
    const services = await app.inject({ method: 'GET', url: `/api/service?limit=${HOME_SERVICES_COUNT}` })
    expect(byKey.get(JSON.stringify(['services', { limit: HOME_SERVICES_COUNT }]))).toEqual(services.json())
    const banner = await app.inject({ method: 'GET', url: '/api/content/banner' })
    expect(byKey.get(JSON.stringify(['content/banner']))).toEqual(banner.json())
    for (const key of [
      ['background-images'],
      ['content/about'],
      ['business-contact'],
      ['menu'],
      ['site-settings'],
    ]) {
      expect(byKey.has(JSON.stringify(key))).toBe(true)
    }
  })

  it('shows a banner edit on the next visit, escaped, and the default heading without one', async () => {
    await setBanner({ subtitle: 'Fast <b>tests</b> & "care"' })
    let root = rootOf(await home())
    expect(root).toContain('<h1 id="hero-title">Fast &lt;b&gt;tests&lt;/b&gt; &amp; &quot;care&quot;</h1>')
    await setBanner({ subtitle: '' })
    root = rootOf(await home())
    expect(root).toContain(`<h1 id="hero-title">${HOME_HERO_TEXTS.en.heroHeading}</h1>`)
  })

  it('gives an uploaded hero image a srcset of its stored widths', async () => {
    const base = 'ab'.repeat(16)
    const variants = [320, 960, 1920].map((width) => ({ width, url: `/uploads/media/${base}-${width}.webp` }))
    await app.knex('media').insert({
      original_name: 'hero.jpg',
      url: variants[2].url,
      base_name: base,
      mime_type: 'image/webp',
      width: 1920,
      height: 900,
      size: 1000,
      variants: JSON.stringify(variants),
    })
    await app.knex('background_images').update({ sort_order: 5 })
    await app.knex('background_images').insert({ url: variants[2].url, alt: 'Our lab', sort_order: 0 })
    await app.changes.publish({ resource: 'background-image', id: null, kind: 'created' })
    const html = await home()
    const srcset = variants.map((v) => `${v.url} ${v.width}w`).join(', ')
    expect(rootOf(html)).toContain(`src="${variants[2].url}" srcset="${srcset}" sizes="100vw" alt="Our lab"`)
    expect(html).toContain(`imagesrcset="${srcset}" imagesizes="100vw"`)
    expect(initialDataOf(html).srcSets).toEqual({ [variants[2].url]: srcset })
  })

  it('leaves pages without a first screen of their own to the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/terms' })
    expect(response.body).toContain('<div id="root"></div>')
    expect(response.body).not.toContain('initial-data')
  })

  it('paints /?lang=hi in Hindi: the Hindi banner, English where a field has none, Hindi tiles and header, with the Hindi answers', async () => {
    await setBanner({
      subtitle: 'Tests you can trust',
      description: 'Home collection in 60 minutes',
      i18n: { hi: { subtitle: 'भरोसेमंद जाँच', primaryButtonText: 'अभी बुक करें' } },
    })
    const html = await home('/?lang=hi')
    const root = rootOf(html)
    expect(html).toContain('<html lang="hi">')
    expect(root).toContain('<h1 id="hero-title">भरोसेमंद जाँच</h1>')
    // The description has no Hindi: the English one stands in, as the API answers it.
    expect(root).toContain('<p>Home collection in 60 minutes</p>')
    expect(root).toContain('>अभी बुक करें</button>')
    expect(root.match(/<span>\d+ टेस्ट<\/span>/g)).toHaveLength(6)
    expect(root).toContain(`>${SITE_HEADER_TEXTS.hi.home}</a>`)
    const image = /<img class="fs-bg"[^>]*>/.exec(root)?.[0] ?? ''
    expect(image).toContain('fetchpriority="high"')
    const src = /src="([^"]+)"/.exec(image)?.[1]
    expect(html).toContain(`<link rel="preload" as="image" href="${src}"`)
    const byKey = new Map(initialDataOf(html).queries.map(([key, value]) => [JSON.stringify(key), value]))
    const banner = await app.inject({ method: 'GET', url: '/api/content/banner?lang=hi' })
    expect(byKey.get(JSON.stringify(['content/banner']))).toEqual(banner.json())
    expect(banner.json().subtitle).toBe('भरोसेमंद जाँच')

    // Without a heading or a button text the Hindi defaults stand in; the English page keeps English.
    await setBanner({ subtitle: '', primaryButtonText: '', i18n: {} })
    const defaults = rootOf(await home('/?lang=hi'))
    expect(defaults).toContain(`<h1 id="hero-title">${HOME_HERO_TEXTS.hi.heroHeading}</h1>`)
    expect(defaults).toContain(`>${HOME_HERO_TEXTS.hi.bookPackage}</button>`)
    expect(rootOf(await home())).toContain(`<h1 id="hero-title">${HOME_HERO_TEXTS.en.heroHeading}</h1>`)
  })
})
