import { BRAND_NAME, blogPostPath, servicePath } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { makeAppShell } from '../../testing/app-shell'
import { buildTestApp } from '../../testing/build-test-app'

/** Page titles, meta descriptions and the sitemap per language, from the records' Hindi. */
const PUBLIC_URL = 'https://lab.example'
const shell = makeAppShell()
let app: App

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, webDistDir: shell.dir })
})
afterAll(async () => {
  await app.close()
  shell.remove()
})

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const [{ id }] = await app.knex(table).insert(row).returning('id')
  await app.changes.publish({ resource: table === 'services' ? 'service' : 'blog-post', id, kind: 'created' })
  return id
}

describe('pages in Hindi', () => {
  it('take the title and description from the Hindi fields, English where one is missing', async () => {
    const id = await insert('blog_posts', {
      title: 'Fasting before a blood test',
      excerpt: 'What to eat the night before',
      content: '<p>English</p>',
      publish_date: '2026-11-01',
      i18n: JSON.stringify({ hi: { title: 'रक्त परीक्षण से पहले उपवास', excerpt: 'रात को क्या खाएँ' } }),
    })
    const hindi = (await app.inject({ method: 'GET', url: `${blogPostPath(id)}?lang=hi` })).body
    expect(titleOf(hindi)).toBe(`रक्त परीक्षण से पहले उपवास | ${BRAND_NAME}`)
    expect(descriptionOf(hindi)).toBe('रात को क्या खाएँ')
    expect(hindi).toContain(
      `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${blogPostPath(id)}?lang=en" />`,
    )
    expect(hindi).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${blogPostPath(id)}" />`,
    )
    const english = (await app.inject({ method: 'GET', url: blogPostPath(id) })).body
    expect(titleOf(english)).toBe(`Fasting before a blood test | ${BRAND_NAME}`)

    const serviceId = await insert('services', {
      title: 'Full body checkup',
      description: 'Eighty tests in one visit',
      i18n: JSON.stringify({ hi: { title: 'संपूर्ण शरीर जाँच' } }),
    })
    const service = (await app.inject({ method: 'GET', url: `${servicePath(serviceId)}?lang=hi` })).body
    expect(titleOf(service)).toBe(`संपूर्ण शरीर जाँच | ${BRAND_NAME}`)
    // No Hindi description: the English one stands in.
    expect(descriptionOf(service)).toBe('Eighty tests in one visit')
  })

  it('carry the Hindi site name', async () => {
    await app
      .knex('documents')
      .insert({
        key: 'site-settings',
        value: JSON.stringify({ websiteName: 'Aarogya Labs', i18n: { hi: { websiteName: 'आरोग्य लैब्स' } } }),
      })
      .onConflict('key')
      .merge()
    await app.changes.publish({ resource: 'site-settings', id: 'site-settings', kind: 'updated' })
    expect(titleOf((await app.inject({ method: 'GET', url: '/blog?lang=hi' })).body)).toMatch(
      / \| आरोग्य लैब्स$/,
    )
    expect(titleOf((await app.inject({ method: 'GET', url: '/blog' })).body)).toMatch(/ \| Aarogya Labs$/)
  })
})

describe('the sitemap', () => {
  it('lists every page in each language, each naming the others with hreflang', async () => {
    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/blog`,
        `${PUBLIC_URL}/blog?lang=en`,
        `${PUBLIC_URL}/blog?lang=hi`,
      ]),
    )
    const blogEntry = body.split('\n').find((line) => line.includes(`<loc>${PUBLIC_URL}/blog?lang=hi</loc>`))
    expect(blogEntry).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/blog?lang=en"/>`,
    )
    expect(blogEntry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/blog"/>`,
    )
  })
})
