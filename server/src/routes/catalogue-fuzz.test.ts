import {
  AboutContent,
  BackgroundImageCreate,
  BannerContent,
  BlogPostCreate,
  BloodTestCreate,
  BusinessContact,
  FaqCreate,
  GlobalSettings,
  MenuItemCreate,
  MenuReorder,
  OfferCreate,
  ServiceCreate,
  SiteSettings,
  SliderCreate,
  TestimonialCreate,
  ThyroidPackageCreate,
} from '@labsite/shared'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { multipartBody, setupCatalogueTest } from '../testing/catalogue-test-kit'
import { asciiHeader, idSegment, junkFields, junkValue } from '../testing/fuzz-arbitraries'

/**
 * Property: whatever an admin sends to a catalogue or content write route — random JSON, wrong types,
 * huge or NUL-laden strings, arrays where objects belong, bad ids, broken JSON text, odd headers —
 * the answer is never a server error.
 */

const t = setupCatalogueTest()

const LIST_RESOURCES = [
  { url: '/api/service', body: ServiceCreate, valid: { title: 'Fuzz service' } },
  {
    url: '/api/blood-tests',
    body: BloodTestCreate,
    valid: { name: 'Fuzz', category: 'Fuzz', price: 1, originalPrice: 2 },
  },
  {
    url: '/api/thyroid-packages',
    body: ThyroidPackageCreate,
    valid: { name: 'Fuzz', price: 1, originalPrice: 2 },
  },
  {
    url: '/api/offers',
    body: OfferCreate,
    valid: { title: 'Fuzz', discount: 10, discountedPrice: 9, originalPrice: 10 },
  },
  { url: '/api/menu', body: MenuItemCreate, valid: { title: 'Fuzz', path: '/fuzz' } },
  { url: '/api/sliders', body: SliderCreate, valid: { imageUrl: '/a.webp', altText: 'Fuzz' } },
  { url: '/api/background-images', body: BackgroundImageCreate, valid: { url: '/a.webp', alt: 'Fuzz' } },
  { url: '/api/content/testimonials', body: TestimonialCreate, valid: { name: 'Fuzz', content: 'Fuzz' } },
  { url: '/api/content/faqs', body: FaqCreate, valid: { question: 'Fuzz?', answer: 'Fuzz.' } },
  { url: '/api/content/blogs', body: BlogPostCreate, valid: { title: 'Fuzz', content: '<p>Fuzz</p>' } },
]

const DOCUMENTS = [
  { url: '/api/business-contact', body: BusinessContact },
  { url: '/api/settings', body: SiteSettings },
  { url: '/api/global-settings', body: GlobalSettings },
  { url: '/api/content/banner', body: BannerContent },
  { url: '/api/content/about', body: AboutContent },
  { url: '/api/menu/reorder/all', body: MenuReorder },
]

/**
 * A request body: a valid body with some fields replaced by junk (so junk reaches the database), an
 * object of junk fields, JSON of any junk, or broken JSON text.
 */
const junkPayload = (names: string[], valid: Record<string, unknown> = {}) =>
  fc.oneof(
    {
      arbitrary: junkFields(names).map((junk) => ({ json: JSON.stringify({ ...valid, ...junk }) })),
      weight: 3,
    },
    junkFields(names).map((body) => ({ json: JSON.stringify(body) })),
    junkValue.map((body) => ({ json: JSON.stringify(body) ?? 'null' })),
    fc.string({ maxLength: 60 }).map((text) => ({ json: text })),
    fc
      .constantFrom('{"title":', '[1,2', '{"a":1}}', '', '{"__proto__":{"x":1}}')
      .map((text) => ({ json: text })),
  )

async function expectNoServerError(options: InjectOptions) {
  const res = await t.inject(options)
  expect(res.statusCode, `${options.method} ${options.url} → ${res.body.slice(0, 300)}`).toBeLessThan(500)
  if (res.statusCode >= 400) expect(res.json()).toMatchObject({ statusCode: res.statusCode })
}

const headersFor = (extra: { ifMatch?: string; key?: string }) => ({
  ...t.as.admin,
  'content-type': 'application/json',
  ...(extra.ifMatch === undefined ? {} : { 'if-match': extra.ifMatch }),
  ...(extra.key === undefined ? {} : { 'idempotency-key': extra.key }),
})

// Bounded so the file runs in seconds; FUZZ_RUNS=500 digs deeper when hunting a bug.
const RUNS = { numRuns: Number(process.env.FUZZ_RUNS ?? 30) }

describe('catalogue and content writes never answer 5xx to junk', () => {
  for (const resource of LIST_RESOURCES) {
    const names = Object.keys(resource.body.properties)
    let existingId = ''
    const existing = () => existingId

    it(`${resource.url}: POST, PUT and DELETE`, async () => {
      const seed = async () => {
        const res = await t.inject({
          method: 'POST',
          url: resource.url,
          headers: t.as.admin,
          payload: resource.valid,
        })
        const answer = res.json()
        existingId = (answer.service ?? answer).id
      }
      await seed()
      await fc.assert(
        fc.asyncProperty(junkPayload(names, resource.valid), fc.option(asciiHeader), async (payload, key) => {
          await expectNoServerError({
            method: 'POST',
            url: resource.url,
            headers: headersFor({ key: key ?? undefined }),
            payload: payload.json,
          })
        }),
        RUNS,
      )
      await fc.assert(
        fc.asyncProperty(
          idSegment(existing),
          junkPayload(names, resource.valid),
          fc.option(asciiHeader),
          async (id, payload, ifMatch) => {
            await expectNoServerError({
              method: 'PUT',
              url: `${resource.url}/${id}`,
              headers: headersFor({ ifMatch: ifMatch ?? undefined }),
              payload: payload.json,
            })
          },
        ),
        RUNS,
      )
      await fc.assert(
        fc.asyncProperty(idSegment(existing), fc.option(asciiHeader), async (id, ifMatch) => {
          await expectNoServerError({
            method: 'DELETE',
            url: `${resource.url}/${id}`,
            headers: { ...t.as.admin, ...(ifMatch === null ? {} : { 'if-match': ifMatch }) },
          })
          if (id === existingId) await seed()
        }),
        RUNS,
      )
    })
  }

  for (const document of DOCUMENTS) {
    it(`${document.url}: PUT`, async () => {
      const names = Object.keys(document.body.properties)
      await fc.assert(
        fc.asyncProperty(junkPayload(names), fc.option(asciiHeader), async (payload, ifMatch) => {
          await expectNoServerError({
            method: 'PUT',
            url: document.url,
            headers: headersFor({ ifMatch: ifMatch ?? undefined }),
            payload: payload.json,
          })
        }),
        RUNS,
      )
    })
  }

  it('/api/service: multipart forms of junk text', async () => {
    const names = [...Object.keys(ServiceCreate.properties), 'features[]', 'features[3]', 'image']
    const entry = fc.tuple(fc.constantFrom(...names), fc.string({ unit: 'binary', maxLength: 60 }))
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 12 }), async (entries) => {
        const { payload, headers } = await multipartBody(entries as [string, string][])
        await expectNoServerError({
          method: 'POST',
          url: '/api/service',
          headers: { ...t.as.admin, ...headers },
          payload,
        })
      }),
      RUNS,
    )
  })
})
