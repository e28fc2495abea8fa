import { describe, expect, it } from 'vitest'
import { CURRENCIES, LANGUAGES, REFERRAL_STATUSES } from './constants'
import {
  filterBlogPosts,
  filterBloodTests,
  initialsOf,
  normalizeOrder,
  normalizePatients,
  normalizeServiceRating,
  normalizeTestimonialRating,
  splitFeatures,
  thyroidSavingPercent,
  truncate,
} from './rules'

describe('truncate', () => {
  it('cuts footer titles at 30 characters plus an ellipsis', () => {
    expect(truncate('Comprehensive Full Body Checkup Advanced', 30)).toBe('Comprehensive Full Body Checku...')
  })
  it('leaves short text alone', () => {
    expect(truncate('Thyroid', 30)).toBe('Thyroid')
  })
})

describe('thyroidSavingPercent', () => {
  it('is round((1 - price / originalPrice) * 100)', () => {
    expect(thyroidSavingPercent(599, 1000)).toBe(40)
    expect(thyroidSavingPercent(1499, 2499)).toBe(40)
    expect(thyroidSavingPercent(333, 1000)).toBe(67)
  })
  it('is 0 without an original price', () => {
    expect(thyroidSavingPercent(500, 0)).toBe(0)
  })
})

describe('number rules', () => {
  it('rounds service rating to one decimal, non-numeric becomes 0', () => {
    expect(normalizeServiceRating('4.56')).toBe(4.6)
    expect(normalizeServiceRating('abc')).toBe(0)
    expect(normalizeServiceRating(undefined)).toBe(4.5)
  })
  it('keeps patients whole', () => {
    expect(normalizePatients('12.7')).toBe(12)
    expect(normalizePatients('x')).toBe(0)
  })
  it('falls back to 5 for an invalid testimonial rating and 1 for an invalid order', () => {
    expect(normalizeTestimonialRating('9')).toBe(5)
    expect(normalizeTestimonialRating('3')).toBe(3)
    expect(normalizeOrder('x')).toBe(1)
    expect(normalizeOrder('4')).toBe(4)
  })
  it('splits about features on comma plus space', () => {
    expect(splitFeatures('NABL labs, Home collection, Fast reports')).toEqual([
      'NABL labs',
      'Home collection',
      'Fast reports',
    ])
  })
})

describe('filters', () => {
  const tests = [
    { name: 'CBC', description: 'Complete blood count', category: 'Hematology' },
    { name: 'Lipid Profile', description: 'Cholesterol panel', category: 'Heart' },
  ]
  it('matches blood tests on name or description, case-insensitive, within a category', () => {
    expect(filterBloodTests(tests, 'cholesterol', 'All')).toHaveLength(1)
    expect(filterBloodTests(tests, 'cbc', 'All')[0].name).toBe('CBC')
    expect(filterBloodTests(tests, '', 'Heart')[0].name).toBe('Lipid Profile')
    expect(filterBloodTests(tests, 'cbc', 'Heart')).toHaveLength(0)
  })
  it('matches blog posts on title, content or category', () => {
    const posts = [{ title: 'A', content: '<p>vitamin</p>', category: 'Wellness' }]
    expect(filterBlogPosts(posts, 'VITAMIN', 'All')).toHaveLength(1)
    expect(filterBlogPosts(posts, 'wellness', 'All')).toHaveLength(1)
    expect(filterBlogPosts(posts, 'x', 'All')).toHaveLength(0)
  })
})

describe('enumerations', () => {
  it('lists exactly the seven currencies, eight languages and three referral statuses', () => {
    expect(CURRENCIES.map((c) => `${c.code} ${c.symbol}`)).toEqual([
      'USD $',
      'INR ₹',
      'EUR €',
      'GBP £',
      'JPY ¥',
      'CAD C$',
      'AUD A$',
    ])
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'hi', 'es', 'fr', 'de', 'zh', 'ja', 'ar'])
    expect(REFERRAL_STATUSES).toEqual(['pending', 'joined', 'rewarded'])
  })
  it('draws avatar initials from the name', () => {
    expect(initialsOf('Asha Rao Kumar')).toBe('AK')
    expect(initialsOf('')).toBe('?')
  })
})
