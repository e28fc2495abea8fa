import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  BlogPostCreate,
  BloodTestCreate,
  CALENDAR_DATE_PATTERN,
  FaqCreate,
  LINK_PATTERN,
  OfferCreate,
  ServiceCreate,
  TestimonialCreate,
  ThyroidPackageCreate,
  WEB_URL_PATTERN,
} from '@labsite/shared'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'

/**
 * What goes in comes out: every field of every public record written at its extreme —
 * the longest text allowed, in Devanagari with markup, quotes, an emoji and a right-to-left mark; the
 * largest number; the last day of 2199; the most list entries — through the admin API, then every
 * public list, page and feed read back: nothing stored that way may break a read.
 */
type Schema = {
  type?: string | string[]
  maxLength?: number
  maximum?: number
  maxItems?: number
  items?: Schema
  pattern?: string
  format?: string
  properties?: Record<string, Schema>
  anyOf?: Schema[]
  const?: unknown
  default?: unknown
}

const MIXED = '<script>alert(1)</script> "quoted" & \u202e RTL 😀 हिन्दी '

function extremeText(schema: Schema): string {
  const max = schema.maxLength ?? 1_000
  if (schema.format === 'date' || schema.pattern === CALENDAR_DATE_PATTERN) return '2199-12-31'
  // A time long past: a publishable record's publishAt that leaves it visible to the public reads below.
  if (schema.format === 'date-time') return '2000-01-01T00:00:00.000Z'
  const site = 'https://lab.example/'
  if (schema.pattern === WEB_URL_PATTERN) return `${site}${'a'.repeat(max - site.length)}`
  if (schema.pattern === LINK_PATTERN) return `/${'a'.repeat(max - 1)}`
  // Filled with a one-unit letter after the mix, so the cut at `max` never splits the emoji.
  return max > MIXED.length ? `${MIXED}${'क'.repeat(max - MIXED.length)}` : 'क'.repeat(max)
}

function extremeOf(schema: Schema): unknown {
  // A choice of words (a record's publishing status): its default, which the public reads show.
  if (schema.anyOf?.every((option) => 'const' in option) && schema.default !== undefined)
    return schema.default
  if (schema.anyOf) return extremeOf(schema.anyOf.find((option) => !('const' in option)) ?? schema.anyOf[0])
  if ('const' in schema) return schema.const
  // A type list (a price that may be null: on request): its extreme is the non-null one.
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, extremeOf(field)]),
      )
    case 'array': {
      const count = schema.maxItems ?? 3
      const longest = extremeOf(schema.items ?? {})
      // The most entries, the first one at its longest: the body stays under the request size limit.
      const short = schema.items?.type === 'string' ? shortText(schema.items) : longest
      return Array.from({ length: count }, (_, index) => (index === 0 ? longest : short))
    }
    case 'integer':
    case 'number':
      return schema.maximum ?? 1_000_000
    case 'boolean':
      return true
    default:
      return extremeText(schema)
  }
}

const shortText = (schema: Schema) => (schema.pattern ? extremeText({ ...schema, maxLength: 40 }) : 'हिन्दी')

const RESOURCES: { url: string; read: string; body: TSchema; name: string }[] = [
  { url: '/api/service', read: '/api/service', body: ServiceCreate, name: 'title' },
  { url: '/api/blood-tests', read: '/api/blood-tests', body: BloodTestCreate, name: 'name' },
  { url: '/api/thyroid-packages', read: '/api/thyroid-packages', body: ThyroidPackageCreate, name: 'name' },
  { url: '/api/offers', read: '/api/offers', body: OfferCreate, name: 'title' },
  {
    url: '/api/content/testimonials',
    read: '/api/content/testimonials',
    body: TestimonialCreate,
    name: 'name',
  },
  { url: '/api/content/faqs', read: '/api/content/faqs', body: FaqCreate, name: 'question' },
  { url: '/api/content/blogs', read: '/api/content/blogs', body: BlogPostCreate, name: 'title' },
]

const PUBLIC_PAGES = [
  '/',
  '/all-services',
  '/blood-test',
  '/offers',
  '/blog',
  '/aarogya-package',
  '/bulk-booking-discount',
  '/book-consultation',
  '/sitemap.xml',
  '/robots.txt',
]

/** The app shell the server renders each page's first screen into (CI tests run before the web build). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Aarogya Diagnostics</title></head>
  <body><div id="root"></div></body>
</html>`

const distDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-dist-'))
writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML)
const t = {} as { app: App; as: { admin: Record<string, string> } }
beforeAll(async () => {
  t.app = await buildTestApp({ webDistDir: distDir })
  t.as = { admin: (await createUserWithToken(t.app, 'admin')).headers }
})
afterAll(async () => {
  await t.app?.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('every field at its extreme, written by an admin, then read by everyone', () => {
  it('stores each record whole and every public list, page and detail still answers', async () => {
    const created: { resource: (typeof RESOURCES)[number]; id: string; body: Record<string, unknown> }[] = []
    for (const resource of RESOURCES) {
      const body = extremeOf(resource.body as Schema) as Record<string, unknown>
      expect(
        Value.Errors(resource.body, body).length === 0
          ? []
          : [...Value.Errors(resource.body, body)].map(
              (error) => `${resource.url}${error.instancePath}: ${error.message}`,
            ),
      ).toEqual([])
      const res = await t.app.inject({
        method: 'POST',
        url: resource.url,
        headers: t.as.admin,
        payload: body,
      })
      expect(res.statusCode, `${resource.url}: ${res.body.slice(0, 300)}`).toBe(201)
      const answer = res.json()
      const record = answer.service ?? answer
      created.push({ resource, id: record._id ?? record.id, body })
    }

    for (const { resource, id, body } of created) {
      const list = await t.app.inject({ method: 'GET', url: resource.read })
      expect(list.statusCode, resource.read).toBe(200)
      // What was written is what is read: the longest name comes back to the last letter.
      expect(list.body).toContain(JSON.stringify(body[resource.name]).slice(1, -1).slice(-200))
      expect(list.body, resource.read).toContain(id)
    }
    const service = created.find(({ resource }) => resource.url === '/api/service')
    const post = created.find(({ resource }) => resource.url === '/api/content/blogs')
    const pages = [
      ...PUBLIC_PAGES,
      `/service/${service?.id}`,
      `/blog/${post?.id}`,
      `/api/service/${service?.id}`,
    ]
    const answers = await Promise.all(pages.map((url) => t.app.inject({ method: 'GET', url })))
    const notOk = answers
      .map((res, index) => `${pages[index]} ${res.statusCode}`)
      .filter((line) => !line.endsWith(' 200'))
    expect(notOk).toEqual([])
  })
})
