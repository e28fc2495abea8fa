import {
  isOneOf,
  REFERRAL_STATUS_LABELS,
  REFERRAL_STATUSES,
  type Referral,
  type ReferralStatus,
} from '@labsite/shared'
import { NativeSelect, Table } from '@mantine/core'
import { useState } from 'react'
import { setReferralStatus } from '../../api'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDate } from '../../lib/format-date'
import { ReferralStatusBadge } from './ReferralStatusBadge'

interface ReferralRowProps {
  referral: Referral
  onChanged: (referral: Referral) => void
}

/** One referral with its status dropdown; the row updates locally once the server accepts the change. */
export function ReferralRow({ referral, onChanged }: ReferralRowProps) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)

  async function changeStatus(status: ReferralStatus) {
    setBusy(true)
    try {
      await save<Referral>({
        ...setReferralStatus(referral, status, `Set referral ${referral.referralCode} to ${status}`),
        successMessage: {
          title: 'Referral status updated',
          message: `Referral ${referral.referralCode} is now ${status}.`,
        },
        failurePrefix: 'Failed to update referral status.',
        onSaved: onChanged,
        onQueued: () => onChanged({ ...referral, status }),
        onConflictReload: (current) => onChanged(current),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(referral.createdAt)}</Table.Td>
      <Table.Td>{referral.referrerEmail}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{referral.referrerPhone}</Table.Td>
      <Table.Td>{referral.friendEmail}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{referral.friendPhone}</Table.Td>
      <Table.Td>{referral.referralCode}</Table.Td>
      <Table.Td>
        <ReferralStatusBadge status={referral.status} />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`Status of referral ${referral.referralCode}`}
          value={referral.status}
          disabled={busy}
          onChange={(e) => {
            const status = e.currentTarget.value
            if (isOneOf(REFERRAL_STATUSES, status)) changeStatus(status)
          }}
          data={REFERRAL_STATUSES.map((status) => ({ value: status, label: REFERRAL_STATUS_LABELS[status] }))}
        />
      </Table.Td>
    </Table.Tr>
  )
}
