import { describe, expect, it } from 'vitest'
import { adminKeys } from '../api/query-keys'
import { queryKeysForChange } from './change-query-keys'

describe('queryKeysForChange', () => {
  it('refetches a changed resource and the audit log that recorded it', () => {
    expect(queryKeysForChange('booking')).toEqual([adminKeys.bookings, adminKeys.audit])
    expect(queryKeysForChange('contact-message')).toEqual([adminKeys.messages, adminKeys.audit])
    expect(queryKeysForChange('site-settings')).toEqual([adminKeys.siteSettings, adminKeys.audit])
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
