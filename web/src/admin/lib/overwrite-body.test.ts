import { describe, expect, it } from 'vitest'
import { overwriteBody } from './overwrite-body'

const opened = { title: 'Thyroid Profile', price: '499', description: 'Old text', features: ['TSH'] }

describe('overwriteBody', () => {
  it("keeps the other editor's value for every field this editor left as opened", () => {
    const mine = { ...opened, price: '549' }
    const theirs = { ...opened, description: 'Their new text', features: ['TSH', 'T3'], version: 4 }
    expect(overwriteBody(mine, opened, theirs)).toEqual({
      title: 'Thyroid Profile',
      price: '549',
      description: 'Their new text',
      features: ['TSH', 'T3'],
    })
  })
  it('sends mine for a field both changed', () => {
    const mine = { ...opened, description: 'My text' }
    const theirs = { ...opened, description: 'Their text' }
    expect(overwriteBody(mine, opened, theirs)).toEqual({ ...opened, description: 'My text' })
  })
  it('sends the body as it was without a record to compare with', () => {
    const mine = { status: 'confirmed' }
    expect(overwriteBody(mine, undefined, { status: 'contacted' })).toBe(mine)
  })
})
