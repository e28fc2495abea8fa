import { Compile } from 'typebox/compile'
import { describe, expect, it } from 'vitest'
import { BOOKING_FILE_TYPES, mimeTypeForExtension, SITE_IMAGE_MIME_TYPES } from './index'
import { BookingFields } from './schemas/bookings'
import { ServiceFields } from './schemas/catalogue'
import { ReferralFields } from './schemas/referrals'

const referral = Compile(ReferralFields)
const booking = Compile(BookingFields)
const validReferral = {
  referrerEmail: 'asha@example.com',
  referrerPhone: '+91 98765 43210',
  friendEmail: 'ravi@example.com',
  friendPhone: '098450-12345',
}

describe('the body schemas refuse what the forms refuse', () => {
  it('accepts mobile numbers typed with spaces, dashes, a trunk 0 or +91', () => {
    expect(referral.Check(validReferral)).toBe(true)
  })

  it('refuses a phone with letters and an e-mail without a dot in its domain', () => {
    expect(referral.Check({ ...validReferral, friendPhone: 'call me' })).toBe(false)
    // Three digits were once a phone number; now only a number the lab can call or message is.
    expect(referral.Check({ ...validReferral, friendPhone: '123' })).toBe(false)
    expect(referral.Check({ ...validReferral, friendPhone: '(022) 555-0101' })).toBe(false)
    expect(referral.Check({ ...validReferral, referrerEmail: 'asha@example' })).toBe(false)
    expect(booking.Check({ name: 'A', email: 'a@b.co', address: 'X', phone: '12ab', description: 'Y' })).toBe(
      false,
    )
  })

  it('holds a service rating from 0 (a non-numeric one) to 5', () => {
    const rating = Compile(ServiceFields.properties.rating)
    expect(rating.Check(0)).toBe(true)
    expect(rating.Check(5)).toBe(true)
    expect(rating.Check(5.1)).toBe(false)
    expect(rating.Check(-0.1)).toBe(false)
  })
})

describe('upload file types', () => {
  it('lists exactly the site image types the server re-encodes: no SVG or HEIC', () => {
    expect(SITE_IMAGE_MIME_TYPES).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
    ])
  })

  it('finds a booking attachment type by its extension, whatever its case', () => {
    expect(mimeTypeForExtension(BOOKING_FILE_TYPES, 'scan.HEIC')).toBe('image/heic')
    expect(mimeTypeForExtension(BOOKING_FILE_TYPES, 'report.pdf')).toBe('application/pdf')
    expect(mimeTypeForExtension(BOOKING_FILE_TYPES, 'notes.docx')).toBeUndefined()
    expect(mimeTypeForExtension(BOOKING_FILE_TYPES, 'README')).toBeUndefined()
  })
})
