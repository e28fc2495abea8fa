import { describe, expect, it } from 'vitest'
import { isCacheable, isExpired, keptAnswer, MAX_CACHED_BODY_BYTES } from './cached-read'

const now = new Date('2026-11-28T10:00:00.000Z')
const json = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'content-type': 'application/json', ...headers } })
const bytes = (text: string) => new TextEncoder().encode(text)

describe('which reads the console keeps for offline use', () => {
  it('keeps lists and records, never the health check, the event stream or downloads', () => {
    expect(isCacheable('GET', '/api/content/faqs')).toBe(true)
    expect(isCacheable('POST', '/api/content/faqs')).toBe(false)
    for (const pathname of [
      '/api/health',
      '/api/events',
      '/api/bookings/export',
      '/api/reports/r1/download',
      '/api/x.csv',
    ])
      expect(isCacheable('GET', pathname)).toBe(false)
  })

  it('keeps a 200 JSON answer with the headers it needs, marking a no-store one', () => {
    const answer = json(200, {
      etag: '"3"',
      'x-total-count': '1',
      'cache-control': 'private, no-store',
      'set-cookie': 'a=b',
    })
    expect(keptAnswer('/api/content/faqs?page=1', answer, bytes('[1]'), now)).toEqual({
      keep: {
        url: '/api/content/faqs?page=1',
        savedAt: '2026-11-28T10:00:00.000Z',
        status: 200,
        headers: { 'content-type': 'application/json', etag: '"3"', 'x-total-count': '1' },
        body: '[1]',
        noStore: true,
      },
    })
  })

  it('forgets the kept copy when the record is gone or no longer the user’s', () => {
    for (const status of [401, 403, 404, 410])
      expect(keptAnswer('/api/x', json(status), bytes('{}'), now)).toBe('forget')
  })

  it('leaves the kept copy alone after a server error, a large body or an answer that is not JSON', () => {
    expect(keptAnswer('/api/x', json(503), bytes('{}'), now)).toBeNull()
    expect(keptAnswer('/api/x', json(200), new Uint8Array(MAX_CACHED_BODY_BYTES + 1), now)).toBeNull()
    const page = new Response(null, { status: 200, headers: { 'content-type': 'text/html' } })
    expect(keptAnswer('/api/x', page, bytes('<p>'), now)).toBeNull()
  })
})

describe('how long a kept read may be shown', () => {
  const savedHoursAgo = (hours: number, noStore?: boolean) => ({
    url: '/api/x',
    savedAt: new Date(now.getTime() - hours * 3_600_000).toISOString(),
    status: 200,
    headers: {},
    body: '{}',
    ...(noStore === undefined ? {} : { noStore }),
  })

  it('is a week, or a day for a no-store answer', () => {
    expect(isExpired(savedHoursAgo(24 * 7 - 1), now)).toBe(false)
    expect(isExpired(savedHoursAgo(24 * 7 + 1), now)).toBe(true)
    expect(isExpired(savedHoursAgo(23, true), now)).toBe(false)
    expect(isExpired(savedHoursAgo(25, true), now)).toBe(true)
    expect(isExpired(savedHoursAgo(25, false), now)).toBe(false)
  })
})
