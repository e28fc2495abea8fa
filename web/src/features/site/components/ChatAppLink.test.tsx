import { describe, expect, it } from 'vitest'
import { chatAppUrl } from './ChatAppLink'

describe('chatAppUrl', () => {
  it('keeps only the digits of the contact phone', () => {
    expect(chatAppUrl('+91 98765-43210')).toBe('https://wa.me/919876543210')
  })
})
