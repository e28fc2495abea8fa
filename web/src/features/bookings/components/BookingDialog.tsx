import { lazy, Suspense, useState } from 'react'
import type { BookingDialogProps } from './BookingModal'

const BookingModal = lazy(() => import('./BookingModal'))

/**
 * The booking dialog opened from the home hero, service pages, offers and thyroid packages. Its code
 * (modal, file picker, upload) loads on the first opening, keeping it out of the home page's start-up.
 */
export function BookingDialog(props: BookingDialogProps) {
  const [requested, setRequested] = useState(props.opened)
  if (props.opened && !requested) setRequested(true)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <BookingModal {...props} />
    </Suspense>
  )
}
