import { describe, expect, it } from 'vitest'
import { callerOf } from './idempotency-scope'

describe('callerOf', () => {
  it("is the account's whenever the request is signed in", () => {
    expect(callerOf('u-1', { email: 'a@example.com' })).toBe('user:u-1')
  })

  it("binds a guest's key to the contact fields, spaces and case aside, in any order", () => {
    const guest = callerOf(undefined, { name: 'Asha', email: 'Asha@Example.com', phone: '98450 12345' })
    expect(guest).toMatch(/^guest:[0-9a-f]{64}$/)
    expect(callerOf(undefined, { phone: '9845012345', email: 'asha@example.com' })).toBe(guest)
    expect(callerOf(undefined, { email: 'other@example.com', phone: '9845012345' })).not.toBe(guest)
  })

  it('reads the fields of a multipart form', () => {
    expect(callerOf(undefined, { fields: { contact: 'a@example.com' }, files: [] })).toBe(
      callerOf(undefined, { contact: 'a@example.com' }),
    )
  })

  it('is anonymous without contact fields or without a body', () => {
    expect(callerOf(undefined, { name: 'Asha', email: 42 })).toBe('anonymous')
    expect(callerOf(undefined, null)).toBe('anonymous')
    expect(callerOf(undefined, 'text')).toBe('anonymous')
  })
})
