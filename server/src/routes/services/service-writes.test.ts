import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { describeCrudContract, multipartBody, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

type Answer = { service: Record<string, unknown> & { id: string }; services: { id: string }[] }

async function postForm(entries: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = await multipartBody(entries)
  return t.inject({ method: 'POST', url: '/api/service', headers: { ...t.as.admin, ...headers }, payload })
}

describe('POST /api/service', () => {
  it('answers the new service and the whole list, as the first client reads it', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/service',
      headers: t.as.admin,
      payload: { title: 'Lipid Profile', price: '₹599', rating: 4.56 },
    })
    expect(res.statusCode).toBe(201)
    const { service, services } = res.json() as Answer
    // A price text from an older client is read as the amount; the text is derived (the site's currency).
    expect(service).toMatchObject({
      title: 'Lipid Profile',
      amount: 599,
      price: '$599',
      rating: 4.6,
      patients: 0,
    })
    expect(services.map((s) => s.id)).toContain(service.id)
  })

  it('reads the multipart form: repeated and [] list keys, numbers and flags as text, blank entries dropped', async () => {
    const res = await postForm([
      ['title', 'Vitamin Panel'],
      ['category', 'Vitamins'],
      ['rating', '4.75'],
      ['patients', '12.7'],
      ['isPopular', 'true'],
      ['features', 'Vitamin D'],
      ['features', ''],
      ['features', 'Vitamin B12'],
      ['requirements[]', 'No fasting'],
      ['additionalImages', '/uploads/demo/hero-lab.webp'],
      ['unknownField', 'ignored'],
    ])
    expect(res.statusCode).toBe(201)
    const { service } = res.json() as Answer
    expect(service).toMatchObject({
      title: 'Vitamin Panel',
      category: 'Vitamins',
      rating: 4.8,
      patients: 12,
      isPopular: true,
      features: ['Vitamin D', 'Vitamin B12'],
      requirements: ['No fasting'],
      additionalImages: ['/uploads/demo/hero-lab.webp'],
    })
    expect(service).not.toHaveProperty('unknownField')
  })

  it('turns non-numeric form numbers into 0 and a missing rating into 4.5', async () => {
    const junk = (await (
      await postForm([
        ['title', 'A'],
        ['rating', 'great'],
        ['patients', 'many'],
      ])
    ).json()) as Answer
    expect(junk.service).toMatchObject({ rating: 0, patients: 0, isPopular: false })
    const bare = (await (await postForm([['title', 'B']])).json()) as Answer
    expect(bare.service).toMatchObject({ rating: 4.5, patients: 0 })
  })

  it('refuses a form without a title, naming it, and stores nothing', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/service' })).json().length
    const res = await postForm([['category', 'Orphan']])
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('title')
    expect((await t.inject({ method: 'GET', url: '/api/service' })).json()).toHaveLength(before)
  })

  it('refuses a rating above 5 in JSON and an image address with another scheme', async () => {
    const rating = await t.inject({
      method: 'POST',
      url: '/api/service',
      headers: t.as.admin,
      payload: { title: 'X', rating: 7 },
    })
    expect(rating.statusCode).toBe(400)
    expect(rating.json().message).toBe('rating must be <= 5')
    const image = await postForm([
      ['title', 'X'],
      ['image', 'javascript:alert(1)'],
    ])
    expect(image.statusCode).toBe(400)
    expect(image.json().message).toBe('image must be an http(s) address or a path on this site')
  })

  it('stores an uploaded image file and keeps its address', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const res = await postForm([
      ['title', 'With picture'],
      ['image', new Uint8Array(png), 'kit.png'],
    ])
    expect(res.statusCode).toBe(201)
    const image = String((res.json() as Answer).service.image)
    expect(image).toMatch(/^\/uploads\//)
    expect(existsSync(path.join(t.app.config.dataDir, image))).toBe(true)
  })

  it('binds an Idempotency-Key to the form and the picture bytes: a retry replays, other bytes answer 422', async () => {
    const picture = async (background: string) =>
      new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      )
    const send = async (bytes: Uint8Array) => {
      const { payload, headers } = await multipartBody([
        ['title', 'Retried with picture'],
        ['image', bytes, 'kit.png'],
      ])
      return t.inject({
        method: 'POST',
        url: '/api/service',
        headers: { ...t.as.admin, ...headers, 'idempotency-key': 'service-form-retry' },
        payload,
      })
    }
    const count = async (table: string, where: Record<string, string> = {}) =>
      Number((await t.app.knex(table).where(where).count<{ n: number }[]>('* as n').first())?.n)
    const bytes = await picture('#37a')

    const first = await send(bytes)
    expect(first.statusCode).toBe(201)
    const mediaAfterFirst = await count('media')
    const retry = await send(bytes)
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect((retry.json() as Answer).service.id).toBe((first.json() as Answer).service.id)

    const other = await send(await picture('#a73'))
    expect(other.statusCode).toBe(422)
    expect(await count('services', { title: 'Retried with picture' })).toBe(1)
    // Neither the replayed retry nor the refused request keeps the picture it sent.
    expect(await count('media')).toBe(mediaAfterFirst)
  })

  it('keeps no picture of a refused form', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a37' } })
      .png()
      .toBuffer()
    const mediaBefore = await t.app.knex('media').count<{ n: number }[]>('* as n').first()
    const res = await postForm([
      ['image', new Uint8Array(png), 'orphan.png'],
      ['category', 'No title'],
    ])
    expect(res.statusCode).toBe(400)
    const mediaAfter = await t.app.knex('media').count<{ n: number }[]>('* as n').first()
    expect(Number(mediaAfter?.n)).toBe(Number(mediaBefore?.n))
  })

  it('ignores an empty file input and refuses a file under another name', async () => {
    const empty = await postForm([
      ['title', 'No picture'],
      ['image', new Uint8Array(), ''],
    ])
    expect(empty.statusCode).toBe(201)
    expect((empty.json() as Answer).service.image).toBe('')
    const other = await postForm([
      ['title', 'Wrong'],
      ['brochure', new Uint8Array([1, 2, 3]), 'a.pdf'],
    ])
    expect(other.statusCode).toBe(400)
    expect(other.json().message).toContain('brochure')
  })
})

describe('PUT /api/service/:id', () => {
  it('changes only the fields the form sends', async () => {
    const { service } = (
      await t.inject({
        method: 'POST',
        url: '/api/service',
        headers: t.as.admin,
        payload: { title: 'Kidney Function', isPopular: true, features: ['Creatinine'], patients: 40 },
      })
    ).json() as Answer
    const { payload, headers } = await multipartBody([
      ['price', '₹799'],
      ['isPopular', 'false'],
      ['rating', ''],
    ])
    const res = await t.inject({
      method: 'PUT',
      url: `/api/service/${service.id}`,
      headers: { ...t.as.admin, ...headers },
      payload,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      service: {
        ...service,
        amount: 799,
        price: '$799',
        isPopular: false,
        version: 2,
        updatedAt: res.json().service.updatedAt,
      },
    })
  })
})

describeCrudContract(t, {
  url: '/api/service',
  entity: 'service',
  create: { title: 'Liver Function Test', category: 'Liver', features: ['SGOT', ' ', 'SGPT'] },
  created: {
    title: 'Liver Function Test',
    category: 'Liver',
    description: '',
    rating: 4.5,
    patients: 0,
    isPopular: false,
    features: ['SGOT', 'SGPT'],
    requirements: [],
    additionalImages: [],
    testsCount: 0,
  },
  update: { amount: 899, price: '$899', duration: '10 min' },
  requiredField: 'title',
  unwrap: (answer) => answer.service as Record<string, unknown>,
})
