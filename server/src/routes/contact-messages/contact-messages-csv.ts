import type { ContactMessage } from '@labsite/shared'
import type { CsvColumn } from '../../lib/rendering/csv'

export const contactMessageCsvColumns: CsvColumn<ContactMessage>[] = [
  { header: 'Received at', value: (m) => m.createdAt },
  { header: 'Name', value: (m) => m.name },
  { header: 'E-mail', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
  { header: 'Status', value: (m) => m.status },
  { header: 'Id', value: (m) => m.id },
]
