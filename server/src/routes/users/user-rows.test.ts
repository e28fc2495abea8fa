import { describe, expect, it } from 'vitest'
import { profileChange } from './user-rows'

describe("a visitor's edit of their profile", () => {
  it('stores the name trimmed and leaves the phone alone when it is not sent', () => {
    expect(profileChange({ phone: '+919800000001' }, { name: '  Asha  ' })).toEqual({ name: 'Asha' })
  })

  it('forgets that a changed number was proved', () => {
    expect(profileChange({ phone: '+919800000001' }, { phone: '+919800000002' })).toEqual({
      phone: '+919800000002',
      phone_verified_at: null,
    })
  })

  it('keeps the proof when the same number is sent again', () => {
    expect(profileChange({ phone: '+919800000001' }, { phone: '+919800000001' })).toEqual({})
  })
})
