import type { Booking } from '@labsite/shared'

/** What the audit log keeps of an enquiry: no health data, so deleting the enquiry really removes it. */
export const auditView = (booking: Booking) => ({
  status: booking.status,
  version: booking.version,
  files: booking.files.length,
})
