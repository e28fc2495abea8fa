import {
  BULK_DISCOUNT_MIN_MEMBERS,
  type PatientSex,
  RATING_MAX,
  RATING_MIN,
  SERVICE_DEFAULT_RATING,
  SERVICE_RATING_MIN,
  TESTIMONIAL_DEFAULT_RATING,
} from './constants'

/** Cuts text to `max` characters and adds an ellipsis when it was longer (footer titles, excerpts). */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text
}

/** A booking for BULK_DISCOUNT_MIN_MEMBERS or more family members gets BULK_DISCOUNT_PERCENT off. */
export function familyDiscountApplies(members: number | null | undefined): boolean {
  return (members ?? 1) >= BULK_DISCOUNT_MIN_MEMBERS
}

/** A booked person's age and sex as a sample label and the lab write it: 34Y/F, 7Y/M, 60Y/O. */
export function ageAndSex(person: { age: number; sex: PatientSex }): string {
  return `${person.age}Y/${person.sex.charAt(0).toUpperCase()}`
}

/** Round((1 − price / originalPrice) × 100); 0 when there is no sensible original price. */
export function thyroidSavingPercent(price: number, originalPrice: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(originalPrice) || originalPrice <= 0) return 0
  return Math.max(0, Math.round((1 - price / originalPrice) * 100))
}

/** A non-numeric value becomes 0. */
export function toNumberOrZero(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''))
  return Number.isFinite(n) ? n : 0
}

/** Service rating up to 5 in steps of 0.1, non-numeric → 0 (the record default is 4.5). */
export function normalizeServiceRating(value: unknown): number {
  if (value === undefined || value === null || value === '') return SERVICE_DEFAULT_RATING
  const n = toNumberOrZero(value)
  return Math.round(Math.min(RATING_MAX, Math.max(SERVICE_RATING_MIN, n)) * 10) / 10
}

/** Patients is a whole number; non-numeric → 0. */
export function normalizePatients(value: unknown): number {
  return Math.max(0, Math.trunc(toNumberOrZero(value)))
}

/** Testimonial rating 1 to 5; an invalid value falls back to 5. */
export function normalizeTestimonialRating(value: unknown): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX ? n : TESTIMONIAL_DEFAULT_RATING
}

/** Menu, background and slider order fall back to 1 if invalid. */
export function normalizeOrder(value: unknown): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/** The default order of a new item is the current count plus 1. */
export function nextOrder(currentCount: number): number {
  return currentCount + 1
}

/** About features are entered comma-separated and split on comma plus space. */
export function splitFeatures(text: string): string[] {
  return text
    .split(', ')
    .map((f) => f.trim())
    .filter(Boolean)
}

/** Empty list entries are dropped on save. */
export function dropEmpty(values: readonly string[] | undefined | null): string[] {
  return (values ?? []).map((v) => v.trim()).filter(Boolean)
}

/** Blood test search is a case-insensitive match on name or description; category 'All' shows all. */
export function filterBloodTests<T extends { name: string; description: string; category: string }>(
  tests: readonly T[],
  search: string,
  category: string,
): T[] {
  const q = search.trim().toLowerCase()
  return tests.filter(
    (t) =>
      (category === 'All' || t.category === category) &&
      (!q || t.name.toLowerCase().includes(q) || t.description.toLowerCase().includes(q)),
  )
}

/** Blog search matches title, content or category; category 'All' shows all. */
export function filterBlogPosts<T extends { title: string; content: string; category: string }>(
  posts: readonly T[],
  search: string,
  category: string,
): T[] {
  const q = search.trim().toLowerCase()
  return posts.filter(
    (p) =>
      (category === 'All' || p.category === category) &&
      (!q ||
        p.title.toLowerCase().includes(q) ||
        p.content.toLowerCase().includes(q) ||
        p.category.toLowerCase().includes(q)),
  )
}

/** Plain text of an HTML fragment, for excerpts and descriptions. */
export function stripHtml(html: string): string {
  // Block boundaries become spaces ("<p>a</p><p>b</p>" → "a b"); inline tags vanish ("<b>a</b>." → "a.").
  return html
    .replace(
      /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** Initials for the locally drawn profile avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return '?'
  const first = parts[0][0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : ''
  return (first + last).toUpperCase()
}
