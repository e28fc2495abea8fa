import type { Consultation } from '@labsite/shared'
import type { CsvColumn } from '../../lib/csv'

export const consultationCsvColumns: CsvColumn<Consultation>[] = [
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
]
