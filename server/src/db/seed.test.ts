import { LOCALIZED_FIELDS, type LocalizedResource } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

let production: App
let demo: App
beforeAll(async () => {
  ;[production, demo] = await Promise.all([buildTestApp(), buildTestApp({ demo: true })])
})
afterAll(async () => {
  await Promise.all([production?.close(), demo?.close()])
})

const read = async (app: App, url: string) => {
  const res = await app.inject({ method: 'GET', url })
  expect(res.statusCode, url).toBe(200)
  return res.json()
}

describe('a production start (no demo content)', () => {
  it('shows no demo facts: no contact details, logo, footer figures or banner claims until staff set them', async () => {
    expect(await read(production, '/api/business-contact')).toMatchObject({
      phone: '',
      email: '',
      address: [],
      businessHours: '',
    })
    const settings = await read(production, '/api/site-settings')
    expect(settings.logoUrl).toBe('')
    expect(settings.statistics ?? {}).toEqual({})
    expect(await read(production, '/api/content/banner')).toMatchObject({ subtitle: '', description: '' })
    expect(await read(production, '/api/content/about')).toMatchObject({ description: '', imageUrl: '' })
  })
})

/** Whether a Hindi text is Hindi: Devanagari, or kept as it is because it is only codes ("TSH", "HbA1c"). */
const readsHindi = (hindi: string, english: string) =>
  /[\u0900-\u097f]/.test(hindi) || (hindi === english && !/\b[a-z]{4,}\b/.test(english))

describe('a demo start', () => {
  it('has Hindi for every text of every demo record and document', async () => {
    const lists: [string, LocalizedResource][] = [
      ['/api/service', 'service'],
      ['/api/blood-tests', 'blood-test'],
      ['/api/thyroid-packages', 'thyroid-package'],
      ['/api/offers', 'offer'],
      ['/api/content/blogs', 'blog-post'],
      ['/api/content/faqs', 'faq'],
      ['/api/content/testimonials', 'testimonial'],
      ['/api/menu', 'menu-item'],
      ['/api/sliders', 'slider'],
      ['/api/background-images', 'background-image'],
      ['/api/content/banner', 'banner'],
      ['/api/content/about', 'about'],
    ]
    const untranslated: string[] = []
    for (const [url, resource] of lists) {
      const english = [await read(demo, `${url}?lang=en`)].flat()
      const hindi = [await read(demo, `${url}?lang=hi`)].flat()
      expect(hindi.length, url).toBe(english.length)
      english.forEach((record: Record<string, unknown>, index: number) => {
        for (const field of Object.keys(LOCALIZED_FIELDS[resource])) {
          const en = [record[field]].flat().filter((v): v is string => typeof v === 'string' && v !== '')
          const hi = [hindi[index][field]].flat() as string[]
          en.forEach((text, i) => {
            if (!readsHindi(String(hi[i] ?? ''), text)) untranslated.push(`${url} ${field}: ${text}`)
          })
        }
      })
    }
    expect(untranslated).toEqual([])
  })

  it('has the demo lab’s contact details, logo and footer figures', async () => {
    expect((await read(demo, '/api/business-contact')).phone).not.toBe('')
    const settings = await read(demo, '/api/site-settings')
    expect(settings.logoUrl).toBe('/uploads/demo/logo.webp')
    expect(settings.statistics).toMatchObject({ consultations: '50,000+', averageRating: '4.8' })
    const logo = await demo.inject({ method: 'GET', url: settings.logoUrl })
    expect(logo.statusCode).toBe(200)
  })
})
