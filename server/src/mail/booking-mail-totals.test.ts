import type { Booking } from '@labsite/shared'
import { describe, expect, it } from 'vitest'
import { createBookingLinks } from '../plugins/booking-links'
import { bookingReceivedMail } from './booking-mails'

const links = createBookingLinks('https://lab.example', 'a signing secret')

const lipid = {
  type: 'blood-test' as const,
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Lipid Profile',
}
const basic = {
  type: 'service' as const,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Aarogya Basic Full Body Checkup',
}

/** A family booking of three for a home collection on Saturday 28 November 2026, 07:00–08:00. */
const booking = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Asha Rao',
  email: 'asha@example.com',
  address: '12 Health Avenue',
  phone: '+91 98765 43210',
  description: '',
  reference: 'AAR-2611-0001-ABCD',
  items: [
    { ...basic, price: '₹1,799', amount: 1799 },
    { ...lipid, price: '₹600', amount: 600 },
  ],
  members: [
    { name: 'Asha Rao', age: 34, sex: 'female', items: [{ ...basic, price: '₹1,799', amount: 1799 }] },
    { name: 'Ravi Rao', age: 40, sex: 'male', items: [{ ...lipid, price: '₹600', amount: 600 }] },
    { name: 'Meera Rao', age: 7, sex: 'female', items: [{ ...lipid, price: '₹600', amount: 600 }] },
  ],
  familyMembers: 3,
  familyDiscount: true,
  collectionType: 'home',
  preferredDate: '2026-11-28',
  slotId: '44444444-4444-4444-8444-444444444444',
  slotLabel: '07:00–08:00',
  pincode: '560034',
  total: {
    items: 2999,
    familyDiscount: 449.85,
    collectionFee: 100,
    total: 2649.15,
    currency: 'INR',
    priceOnRequest: false,
  },
  status: 'new',
} as unknown as Booking

describe('the booking confirmation mail says what was booked and what it costs', () => {
  it('lists the items with amounts, the members, the fee, the total and the lab-local day (English)', () => {
    const { text, html } = bookingReceivedMail(booking, links, 'en')
    expect(text).toContain('Asha Rao (34Y/F): Aarogya Basic Full Body Checkup (₹1,799)')
    expect(text).toContain('Meera Rao (7Y/F): Lipid Profile (₹600)')
    expect(text).toContain(
      'Family members: Asha Rao (34Y/F), Ravi Rao (40Y/M), Meera Rao (7Y/F) (family discount applies)',
    )
    expect(text).toContain('Tests: ₹2,999')
    expect(text).toContain('Family discount: −₹449.85')
    expect(text).toContain('Home collection fee: ₹100')
    expect(text).toContain('Total: ₹2,649.15')
    expect(text).toContain('When: Sat, 28 Nov 2026, 07:00–08:00')
    expect(html).toContain('₹2,649.15')
  })

  it('says the same in Hindi for a booking made in Hindi', () => {
    const { text } = bookingReceivedMail(booking, links, 'hi')
    expect(text).toContain('टेस्ट: ₹2,999')
    expect(text).toContain('फ़ैमिली डिस्काउंट: −₹449.85')
    expect(text).toContain('होम कलेक्शन शुल्क: ₹100')
    expect(text).toContain('कुल: ₹2,649.15')
    expect(text).toMatch(/कब: शनि, 28 नव॰ 2026, 07:00–08:00/)
    expect(text).not.toContain('Total')
  })

  it('says a price on request is confirmed by the lab, and leaves the fee out of a lab visit', () => {
    const onRequest = {
      ...booking,
      collectionType: 'lab',
      total: { ...booking.total, collectionFee: 0, total: 2549.15, priceOnRequest: true },
    } as Booking
    const { text } = bookingReceivedMail(onRequest, links, 'en')
    expect(text).toContain('Total: ₹2,549.15\nThe price of an item is on request')
    expect(text).not.toContain('Home collection fee')
  })
})
