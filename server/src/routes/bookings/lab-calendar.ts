/** The lab's calendar rules live in shared/, so the booking dialog offers exactly the days the server takes. */
export {
  addDays,
  bookingWindow,
  isCalendarDate,
  labNow,
  readableDate,
  slotLabel,
  weekdayOf,
} from '@labsite/shared'
