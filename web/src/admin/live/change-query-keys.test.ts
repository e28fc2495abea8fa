import { describe, expect, it } from 'vitest'
import { adminKeys } from '../api/query-keys'
import { queryKeysForChange } from './change-query-keys'

describe('queryKeysForChange', () => {
  it('refetches a changed resource and the audit log that recorded it', () => {
    expect(queryKeysForChange('contact-message')).toEqual([adminKeys.messages, adminKeys.audit])
    expect(queryKeysForChange('site-settings')).toEqual([adminKeys.siteSettings, adminKeys.audit])
  })

  it("refetches the day's board, the ledgers, the day-end sums and the slots' places after a booking's change", () => {
    // A payment is announced as its booking's change (server/src/routes/payments/record-payment.ts).
    expect(queryKeysForChange('booking')).toEqual([
      adminKeys.bookings,
      adminKeys.payments,
      adminKeys.paymentSummary,
      adminKeys.slotsOfDay,
      adminKeys.audit,
    ])
  })

  it('refetches the slots, closed days and PIN codes after a change of the booking calendar', () => {
    expect(queryKeysForChange('booking-calendar')).toEqual([
      adminKeys.bookingSlots,
      adminKeys.closedDates,
      adminKeys.pincodes,
      adminKeys.audit,
    ])
  })

  it('refetches every admin read for a resource it does not know', () => {
    expect(queryKeysForChange('something-new')).toEqual([adminKeys.all])
  })
})
