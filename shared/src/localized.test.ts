import { describe, expect, it } from 'vitest'
import { requestedSiteLanguage } from './locale'
import { LOCALIZED_FIELDS, localize, missingTranslations } from './localized'
import {
  BackgroundImage,
  BloodTest,
  MenuItem,
  Offer,
  Service,
  Slider,
  ThyroidPackage,
} from './schemas/catalogue'
import { AboutContent, BannerContent, BlogPost, Faq, SiteSettings, Testimonial } from './schemas/content'

const post = {
  id: 'p1',
  title: 'Fasting before a blood test',
  excerpt: 'What to eat the night before',
  content: '<p>English body</p>',
  author: 'Dr. Rao',
  i18n: { hi: { title: 'रक्त परीक्षण से पहले उपवास', excerpt: '   ', content: '' } },
}

describe('localize', () => {
  it('shows the Hindi field where there is one and English, per field, where it is missing or empty', () => {
    const shown = localize(post, 'hi', LOCALIZED_FIELDS['blog-post'])
    expect(shown.title).toBe('रक्त परीक्षण से पहले उपवास')
    expect(shown.excerpt).toBe('What to eat the night before')
    expect(shown.content).toBe('<p>English body</p>')
    expect(shown.author).toBe('Dr. Rao')
  })
  it('answers the same shape as English: no i18n object', () => {
    expect(localize(post, 'hi', LOCALIZED_FIELDS['blog-post'])).not.toHaveProperty('i18n')
  })
  it('leaves English untouched in English, and a record without translations untouched in Hindi', () => {
    const { i18n: _unused, ...english } = post
    expect(localize(post, 'en', LOCALIZED_FIELDS['blog-post'])).toEqual(english)
    expect(localize({ ...english, i18n: undefined }, 'hi', LOCALIZED_FIELDS['blog-post'])).toEqual(english)
  })
  it('never overlays a field that is not localizable', () => {
    const record = { author: 'Dr. Rao', i18n: { hi: { author: 'डॉ. राव' } } }
    expect(localize(record, 'hi', LOCALIZED_FIELDS['blog-post']).author).toBe('Dr. Rao')
  })
  it('takes a Hindi list when it has an entry, English otherwise', () => {
    const service = {
      features: ['Home collection'],
      requirements: ['ID'],
      i18n: { hi: { features: ['घर से नमूना'], requirements: [''] } },
    }
    const shown = localize(service, 'hi', LOCALIZED_FIELDS.service)
    expect(shown.features).toEqual(['घर से नमूना'])
    expect(shown.requirements).toEqual(['ID'])
  })
})

describe('missingTranslations', () => {
  it('names the fields with English and no Hindi', () => {
    expect(missingTranslations(post, LOCALIZED_FIELDS['blog-post'])).toEqual(['excerpt', 'content'])
    expect(missingTranslations({ title: '', i18n: {} }, LOCALIZED_FIELDS['menu-item'])).toEqual([])
  })
})

describe('schemas', () => {
  it('give every localizable field a property of its record, and the record an i18n (a typo in the list cannot pass)', () => {
    const records = {
      service: Service,
      'blood-test': BloodTest,
      'thyroid-package': ThyroidPackage,
      offer: Offer,
      'blog-post': BlogPost,
      faq: Faq,
      testimonial: Testimonial,
      'menu-item': MenuItem,
      slider: Slider,
      'background-image': BackgroundImage,
      banner: BannerContent,
      about: AboutContent,
      'site-settings': SiteSettings,
    } as const
    for (const [resource, fields] of Object.entries(LOCALIZED_FIELDS)) {
      const properties = records[resource as keyof typeof records].properties
      expect(properties, resource).toHaveProperty('i18n')
      for (const field of Object.keys(fields))
        expect(properties, `${resource}.${field}`).toHaveProperty(field)
    }
  })
})

describe('requestedSiteLanguage', () => {
  it('takes ?lang= first, then Accept-Language, then English', () => {
    expect(requestedSiteLanguage('hi', 'en')).toBe('hi')
    expect(requestedSiteLanguage('en', 'hi')).toBe('en')
    expect(requestedSiteLanguage(null, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi')
    expect(requestedSiteLanguage(undefined, 'fr-FR')).toBe('en')
    expect(requestedSiteLanguage(undefined, undefined)).toBe('en')
  })
})
