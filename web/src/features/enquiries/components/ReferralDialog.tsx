import { lazy, Suspense, useState } from 'react'
import type { ReferralDialogProps } from './ReferralModal'

const ReferralModal = lazy(() => import('./ReferralModal'))

/** The Refer and Earn dialog; its code loads on the first opening. */
export function ReferralDialog(props: ReferralDialogProps) {
  const [requested, setRequested] = useState(props.opened)
  if (props.opened && !requested) setRequested(true)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <ReferralModal {...props} />
    </Suspense>
  )
}
