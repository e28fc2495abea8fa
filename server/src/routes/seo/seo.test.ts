import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'

const PUBLIC_URL = 'https://lab.example'
let app: App

beforeAll(async () => {
  app = await buildTestApp({ demo: true, publicUrl: PUBLIC_URL })
})
afterAll(() => app.close())

describe('GET /sitemap.xml', () => {
  it('lists the home page, the static pages, every service and every blog post with absolute URLs', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toContain(`${PUBLIC_URL}/`)
    expect(locs).toContain(`${PUBLIC_URL}/blood-test`)
    expect(locs).toContain(`${PUBLIC_URL}/blog`)
    expect(locs).toContain(`${PUBLIC_URL}/terms`)
    expect(locs).not.toContain(`${PUBLIC_URL}/profile`)
    expect(locs).not.toContain(`${PUBLIC_URL}/admin`)

    const services = await app.knex('services').select('id')
    const posts = await app.knex('blog_posts').select('id')
    expect(services.length).toBeGreaterThan(0)
    expect(posts.length).toBeGreaterThan(0)
    for (const { id } of services) expect(locs).toContain(`${PUBLIC_URL}/service/${id}`)
    for (const { id } of posts) expect(locs).toContain(`${PUBLIC_URL}/blog/${id}`)
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('follows the catalogue: a deleted service leaves the sitemap', async () => {
    const [gone] = await app.knex('services').select('id').limit(1)
    await app.knex('services').where({ id: gone.id }).del()
    // A write outside the API routes announces itself, as the routes do, so kept answers are dropped.
    await app.changes.publish({ resource: 'service', id: gone.id, kind: 'deleted' })
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.body).not.toContain(gone.id)
  })

  it('is not under /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sitemap.xml' })
    expect(response.statusCode).toBe(404)
  })
})

describe('GET /robots.txt', () => {
  it('allows crawling, keeps robots out of the admin and the API, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    const lines = response.body.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})
