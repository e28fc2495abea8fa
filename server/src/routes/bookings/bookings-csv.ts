import { type Booking, bookedItemLines } from '@labsite/shared'
import type { CsvColumn } from '../../lib/rendering/csv'

export const bookingCsvColumns: CsvColumn<Booking>[] = [
  { header: 'Submitted at', value: (c) => c.submittedAt },
  { header: 'Name', value: (c) => c.name },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Address', value: (c) => c.address },
  { header: 'Description', value: (c) => c.description },
  { header: 'Status', value: (c) => c.status },
  { header: 'Notes', value: (c) => c.notes },
  { header: 'Files', value: (c) => c.files.map((file) => file.name).join('; ') },
  { header: 'Id', value: (c) => c.id },
  // Booking columns come after the enquiry's, so sheets built on the older export keep their columns.
  { header: 'Reference', value: (c) => c.reference },
  { header: 'Date', value: (c) => c.preferredDate },
  { header: 'Slot', value: (c) => c.slotLabel },
  { header: 'Collection', value: (c) => c.collectionType ?? '' },
  { header: 'Booked', value: (c) => bookedItemLines(c).join('; ') },
  { header: 'Persons', value: (c) => String(c.members.length || (c.items.length ? c.familyMembers : 0)) },
  { header: 'Total', value: (c) => (c.items.length ? String(c.total.total) : '') },
  { header: 'Currency', value: (c) => (c.items.length ? c.total.currency : '') },
]
