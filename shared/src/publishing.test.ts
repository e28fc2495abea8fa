import { describe, expect, it } from 'vitest'
import { isLive, publishStateOf } from './schemas/publishing'

const now = new Date('2026-11-27T10:00:00Z')

describe('publishing state', () => {
  it('a draft is never live, whatever its time', () => {
    expect(isLive({ status: 'draft', publishAt: null }, now)).toBe(false)
    expect(publishStateOf({ status: 'draft', publishAt: '2020-01-01T00:00:00Z' }, now)).toBe('draft')
  })

  it('a published record is live at once, or from its time on', () => {
    expect(publishStateOf({ status: 'published', publishAt: null }, now)).toBe('published')
    expect(publishStateOf({ status: 'published', publishAt: '2026-11-27T10:00:00Z' }, now)).toBe('published')
    expect(publishStateOf({ status: 'published', publishAt: '2026-11-27T10:00:01Z' }, now)).toBe('scheduled')
    // The same moment written in India's zone.
    expect(isLive({ status: 'published', publishAt: '2026-11-27T15:30:00+05:30' }, now)).toBe(true)
  })
})
