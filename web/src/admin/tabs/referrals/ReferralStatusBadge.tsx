import type { ReferralStatus } from '@labsite/shared'
import { Badge } from '@mantine/core'

/** 'rewarded' is shown with a highlighted badge; the other statuses stay quiet. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const rewarded = status === 'rewarded'
  return (
    <Badge
      variant={rewarded ? 'filled' : 'outline'}
      color={rewarded ? 'teal.9' : 'gray.8'}
      data-highlighted={rewarded || undefined}
    >
      {status}
    </Badge>
  )
}
