import { describe, expect, it } from 'vitest'
import { fieldChanges } from './audit-diff'

describe('fieldChanges', () => {
  it('lists only the fields that changed, leaving out version and timestamps', () => {
    const before = { title: 'Old', price: '500', version: 1, updatedAt: 'a', features: ['x'] }
    const after = { title: 'New', price: '500', version: 2, updatedAt: 'b', features: ['x', 'y'] }
    expect(fieldChanges(before, after)).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'features', before: '["x"]', after: '["x","y"]' },
    ])
  })

  it('a create shows every field as new and a delete every field as gone', () => {
    expect(fieldChanges(null, { name: 'Asha' })).toEqual([{ field: 'name', before: '', after: 'Asha' }])
    expect(fieldChanges({ name: 'Asha' }, null)).toEqual([{ field: 'name', before: 'Asha', after: '' }])
  })
})
