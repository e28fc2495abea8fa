import {
  REFERRAL_STATUS_LABELS,
  REFERRAL_STATUSES,
  type Referral,
  type ReferralStatus,
} from '@labsite/shared'
import { NativeSelect, Table } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { setReferralStatus } from '../../api'
import { QUEUED_TOAST } from '../../hooks/use-admin-save'
import { useAdminWrite } from '../../hooks/use-admin-write'
import { formatDate } from '../../lib/format-date'
import { ReferralStatusBadge } from './ReferralStatusBadge'

interface ReferralRowProps {
  referral: Referral
  onChanged: (referral: Referral) => void
}

/** One referral with its status dropdown; the row updates locally once the server accepts the change. */
export function ReferralRow({ referral, onChanged }: ReferralRowProps) {
  const send = useAdminWrite()
  const [busy, setBusy] = useState(false)

  async function changeStatus(status: ReferralStatus) {
    setBusy(true)
    try {
      const result = await send(
        setReferralStatus(referral.id, status, `Set referral ${referral.referralCode} to ${status}`),
        (data) => {
          notifications.show({
            color: 'teal',
            title: 'Referral status updated',
            message: `Referral ${referral.referralCode} is now ${status}.`,
          })
          onChanged(data as Referral)
        },
      )
      if (result.status === 'queued') {
        notifications.show({ ...QUEUED_TOAST, color: 'blue' })
        onChanged({ ...referral, status })
      }
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: `Failed to update referral status. ${(failure as Error).message}`,
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
          onChange={(e) => changeStatus(e.currentTarget.value as ReferralStatus)}
          data={REFERRAL_STATUSES.map((status) => ({ value: status, label: REFERRAL_STATUS_LABELS[status] }))}
        />
      </Table.Td>
    </Table.Tr>
  )
}
