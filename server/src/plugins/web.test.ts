import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BRAND_NAME } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

const HINDI_NAME = 'आरोग्य डायग्नोस्टिक्स'

const PUBLIC_URL = 'https://lab.example'
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Aarogya Diagnostics</title>
    <meta name="description" content="Aarogya Diagnostics Your Health Partner" />
    <link rel="icon" href="/favicon.png" />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

// A stand-in for web/dist, so these tests do not depend on a build of the web app.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-dist-'))
writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML)
mkdirSync(path.join(distDir, 'assets'))
writeFileSync(path.join(distDir, 'assets', 'index-test.js'), 'export {}\n')
let app: App

beforeAll(async () => {
  app = await buildTestApp({ demo: true, publicUrl: PUBLIC_URL, webDistDir: distDir })
})
afterAll(async () => {
  await app.close()
  rmSync(distDir, { recursive: true, force: true })
})

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]
const linkOf = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1]

async function setSiteSettings(value: Record<string, string>) {
  await app
    .knex('documents')
    .where({ key: 'site-settings' })
    .update({ value: JSON.stringify(value) })
  await app.changes.publish({ resource: 'site-settings', id: 'site-settings', kind: 'updated' })
}

describe('page metadata in index.html', () => {
  it('gives the home page the site name, the default description, a canonical URL and MedicalBusiness JSON-LD', async () => {
    const response = await app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(titleOf(html)).toBe(BRAND_NAME)
    expect(metaOf(html, 'name', 'description')).toBe(`${BRAND_NAME} Your Health Partner`)
    expect(linkOf(html, 'canonical')).toBe(`${PUBLIC_URL}/`)
    expect(linkOf(html, 'icon')).toBe('/favicon.ico')
    expect(metaOf(html, 'property', 'og:title')).toBe(BRAND_NAME)
    expect(metaOf(html, 'property', 'og:image')).toMatch(/^https:\/\/lab\.example\/uploads\//)
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}')
    expect(jsonLd['@type']).toBe('MedicalBusiness')
    expect(jsonLd.telephone).toBe('+91 98765 43210')
    expect(jsonLd.address.streetAddress).toContain('Bengaluru')
    expect(html).toContain('/assets/index-test.js')
  })

  it('titles each public page "Title | site name" with its own canonical URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/blood-test?q=x' })
    expect(response.statusCode).toBe(200)
    expect(titleOf(response.body)).toBe(`Blood Tests | ${BRAND_NAME}`)
    expect(linkOf(response.body, 'canonical')).toBe(`${PUBLIC_URL}/blood-test`)
    expect(response.body).not.toContain('application/ld+json')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('describes a service page with the service’s title, description and image', async () => {
    const service = await app.knex('services').select('id', 'title', 'description', 'image').first()
    const response = await app.inject({ method: 'GET', url: `/service/${service.id}` })
    expect(response.statusCode).toBe(200)
    expect(titleOf(response.body)).toBe(`${service.title} | ${BRAND_NAME}`)
    expect(metaOf(response.body, 'name', 'description')).toBe(service.description.slice(0, 160))
    expect(metaOf(response.body, 'property', 'og:image')).toBe(`${PUBLIC_URL}${service.image}`)
  })

  it('describes a blog post as an article with its title', async () => {
    const post = await app.knex('blog_posts').select('id', 'title').first()
    const response = await app.inject({ method: 'GET', url: `/blog/${post.id}` })
    expect(response.statusCode).toBe(200)
    expect(titleOf(response.body)).toBe(`${post.title} | ${BRAND_NAME}`)
    expect(metaOf(response.body, 'property', 'og:type')).toBe('article')
  })

  it('answers 404, kept out of search results, for unknown pages and unknown ids', async () => {
    for (const url of ['/no-such-page', '/service/00000000-0000-4000-8000-000000000000', '/blog/not-an-id']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toContain('text/html')
      expect(metaOf(response.body, 'name', 'robots')).toBe('noindex')
      expect(response.body).not.toContain('rel="canonical"')
    }
    const page = await app.inject({ method: 'GET', url: '/no-such-page' })
    expect(titleOf(page.body)).toBe(`Page Not Found | ${BRAND_NAME}`)
    const api = await app.inject({ method: 'GET', url: '/api/no-such-route' })
    expect(api.statusCode).toBe(404)
    expect(api.json().message).toContain('not found')
  })

  it('speaks the Global tab’s default language, or the one ?lang= asks for, with hreflang links', async () => {
    const english = (await app.inject({ method: 'GET', url: '/blood-test' })).body
    expect(english).toContain('<html lang="en">')
    expect(titleOf(english)).toBe(`Blood Tests | ${BRAND_NAME}`)
    expect(english).toContain(
      `<link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/blood-test?lang=hi" />`,
    )
    expect(english).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/blood-test" />`)

    const hindi = (await app.inject({ method: 'GET', url: '/blood-test?lang=hi' })).body
    expect(hindi).toContain('<html lang="hi">')
    // The demo site settings name the lab in Hindi too (server/src/db/demo-content.ts).
    expect(titleOf(hindi)).toBe(`ब्लड टेस्ट | ${HINDI_NAME}`)
    expect(metaOf(hindi, 'name', 'description')).toBe(`${HINDI_NAME} आपका भरोसेमंद हेल्थ पार्टनर`)
    expect(linkOf(hindi, 'canonical')).toBe(`${PUBLIC_URL}/blood-test?lang=hi`)

    // Staff make Hindi the default: pages without ?lang= follow at once; other codes read English.
    const setLanguage = async (code: string) => {
      await app
        .knex('documents')
        .where({ key: 'global-settings' })
        .update({ value: JSON.stringify({ currency: { code: 'INR' }, language: { code } }) })
      await app.changes.publish({ resource: 'global-settings', id: 'global-settings', kind: 'updated' })
    }
    await setLanguage('hi')
    const byDefault = (await app.inject({ method: 'GET', url: '/blood-test' })).body
    expect(byDefault).toContain('<html lang="hi">')
    expect(titleOf(byDefault)).toBe(`ब्लड टेस्ट | ${HINDI_NAME}`)
    expect((await app.inject({ method: 'GET', url: '/blood-test?lang=en' })).body).toContain(
      '<html lang="en">',
    )
    await setLanguage('fr')
    expect((await app.inject({ method: 'GET', url: '/blood-test' })).body).toContain('<html lang="en">')
    await setLanguage('en')
  })

  it('keeps account pages out of search results', async () => {
    const response = await app.inject({ method: 'GET', url: '/reset-password/abc' })
    expect(response.statusCode).toBe(200)
    expect(metaOf(response.body, 'name', 'robots')).toBe('noindex')
    expect(titleOf(response.body)).toBe(`Reset Password | ${BRAND_NAME}`)
  })

  it('takes the name, favicon and sharing image from site settings, escaped', async () => {
    await setSiteSettings({
      websiteName: 'Lab "One" <b>&</b>',
      logoUrl: 'https://cdn.example/logo.png',
      bannerUrl: '',
      favicon: '/uploads/icon.png"><script>alert(1)</script>',
    })
    const response = await app.inject({ method: 'GET', url: '/offers' })
    const html = response.body
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(titleOf(html)).toBe('Special Offers | Lab &quot;One&quot; &lt;b&gt;&amp;&lt;/b&gt;')
    expect(linkOf(html, 'icon')).toBe('/uploads/icon.png&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(metaOf(html, 'property', 'og:image')).toBe('https://cdn.example/logo.png')
    expect(metaOf(html, 'name', 'description')).toBe(
      'Lab &quot;One&quot; &lt;b&gt;&amp;&lt;/b&gt; Your Health Partner',
    )
  })
})

describe('hashed assets', () => {
  it('carry only the headers a script obeys: cached a year, nosniff, none of the page-only security headers', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/index-test.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin')
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'x-xss-protection',
    ]) {
      expect(script.headers[name], name).toBeUndefined()
    }
    const page = await app.inject({ method: 'GET', url: '/offers' })
    expect(page.headers['content-security-policy']).toContain("default-src 'self'")
    expect(page.headers['x-frame-options']).toBe('DENY')
  })
})
