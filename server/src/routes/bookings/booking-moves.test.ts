import { describe, expect, it } from 'vitest'
import { moveOf } from './booking-moves'

const booking = {
  reference: 'AAR-2611-0002-GQYA',
  collectionType: 'home' as const,
  preferredDate: '2026-12-01',
  slotId: 'slot-1',
  slotLabel: '07:00–08:00',
  pincode: '560001',
}
const to = { preferredDate: '2026-12-02', slotId: 'slot-1' }

describe('moveOf', () => {
  it('keeps the collection and the PIN code, and takes the new date and slot', () => {
    expect(moveOf(booking, to)).toEqual({
      fields: { collectionType: 'home', preferredDate: '2026-12-02', slotId: 'slot-1', pincode: '560001' },
    })
  })

  it('refuses a booking with no collection chosen (409)', () => {
    expect(moveOf({ ...booking, collectionType: null }, to)).toEqual({
      refusal: {
        status: 409,
        message: 'Booking AAR-2611-0002-GQYA has no collection chosen: please call us to give it a time',
      },
    })
  })

  it('refuses a move to where the booking already is (400)', () => {
    const move = moveOf(booking, { preferredDate: '2026-12-01', slotId: 'slot-1' })
    expect(move).toMatchObject({ refusal: { status: 400 } })
    expect('refusal' in move && move.refusal.message).toMatch(
      /^Booking AAR-2611-0002-GQYA is already on .* 07:00–08:00$/,
    )
  })
})
