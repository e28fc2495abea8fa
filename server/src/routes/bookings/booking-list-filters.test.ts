import { describe, expect, it } from 'vitest'
import { byReference } from './booking-list-filters'

const page = { limit: 20, offset: 0 }

describe('byReference', () => {
  it('turns a typed or scanned reference into an exact match instead of a search', () => {
    expect(byReference({ ...page, q: ' aar-2611-0002-gqya-1 ' })).toEqual({
      ...page,
      q: undefined,
      references: ['AAR-2611-0002-GQYA'],
    })
  })

  it('leaves any other search, and no search, as it is', () => {
    expect(byReference({ ...page, q: 'Asha' })).toEqual({ ...page, q: 'Asha' })
    expect(byReference(page)).toEqual(page)
  })
})
