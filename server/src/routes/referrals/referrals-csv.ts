import type { Referral } from '@labsite/shared'
import type { CsvColumn } from '../../lib/rendering/csv'

export const referralCsvColumns: CsvColumn<Referral>[] = [
  { header: 'Created at', value: (r) => r.createdAt },
  { header: 'Referral code', value: (r) => r.referralCode },
  { header: 'Referrer e-mail', value: (r) => r.referrerEmail },
  { header: 'Referrer phone', value: (r) => r.referrerPhone },
  { header: 'Friend e-mail', value: (r) => r.friendEmail },
  { header: 'Friend phone', value: (r) => r.friendPhone },
  { header: 'Status', value: (r) => r.status },
  { header: 'Id', value: (r) => r.id },
]
