import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'

const PUBLIC_URL = 'https://lab.example'
let app: App

beforeAll(async () => {
  app = await buildTestApp({ demo: true, publicUrl: PUBLIC_URL })
})
afterAll(() => app.close())

describe('addresses visitors type', () => {
  it.each([
    ['/about', '/#about'],
    ['/contact', '/#contact'],
    ['/refer', '/?refer=1'],
    ['/packages', '/all-services'],
    ['/tests', '/blood-test'],
    ['/tests/', '/blood-test'],
  ])('%s answers a permanent redirect to %s', async (from, to) => {
    const response = await app.inject({ method: 'GET', url: from })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(to)
  })

  it('keep the query the visitor typed, before any section anchor', async () => {
    const tests = await app.inject({ method: 'GET', url: '/tests?q=lipid' })
    expect(tests.headers.location).toBe('/blood-test?q=lipid')
    const refer = await app.inject({ method: 'GET', url: '/refer?utm_source=sms' })
    expect(refer.headers.location).toBe('/?refer=1&utm_source=sms')
    const about = await app.inject({ method: 'GET', url: '/about?lang=hi' })
    expect(about.headers.location).toBe('/?lang=hi#about')
  })

  it('lead to pages the sitemap lists', async () => {
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    for (const page of ['/', '/all-services', '/blood-test'])
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}${page}</loc>`)
  })

  it('are in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths
    for (const from of ['/about', '/contact', '/refer', '/packages', '/tests'])
      expect(paths[from]).toBeDefined()
  })
})
