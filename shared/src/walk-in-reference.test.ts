import { describe, expect, it } from 'vitest'
import { isWalkInRegistration, localWalkInReference } from './walk-in-reference'

describe('the local reference of a walk-in registered offline', () => {
  it('is LOCAL- and six characters of its key, the same each time', () => {
    const key = '3f9a1c2e-7b44-4d0e-9a51-0c2d8e6f1a2b'
    expect(localWalkInReference(key)).toBe('LOCAL-3F9A1C')
    expect(localWalkInReference(key)).toBe(localWalkInReference(key))
  })

  it('belongs to walk-in registrations only', () => {
    const walkIn = {
      method: 'POST',
      path: 'consult/consultation',
      json: { source: 'walk-in' },
      idempotencyKey: 'k',
    }
    expect(isWalkInRegistration(walkIn)).toBe(true)
    expect(isWalkInRegistration({ ...walkIn, json: { source: 'web' } })).toBe(false)
    expect(isWalkInRegistration({ ...walkIn, method: 'PUT' })).toBe(false)
    expect(isWalkInRegistration({ ...walkIn, idempotencyKey: undefined })).toBe(false)
  })
})
