import { REFERRAL_STATUSES } from '@labsite/shared'
import { Title } from '@mantine/core'
import { referralsList } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { ReferralRow } from './ReferralRow'

/** Refer-and-earn submissions; staff move each through pending → joined → rewarded. */
export default function ReferralsTab() {
  const list = usePagedList(referralsList)
  return (
    <>
      <Title order={2} size="h3" mb="md">
        Referral submissions
      </Title>
      <EnquiryTable
        list={list}
        noun="referrals"
        statuses={REFERRAL_STATUSES}
        exportable={referralsList}
        emptyText="No referral submissions yet."
        columns={[
          'Date',
          'Referrer email',
          'Referrer phone',
          'Friend email',
          'Friend phone',
          'Referral code',
          'Status',
          'Change status',
        ]}
        renderRow={(referral) => (
          <ReferralRow key={referral.id} referral={referral} onChanged={list.replaceItem} />
        )}
      />
    </>
  )
}
