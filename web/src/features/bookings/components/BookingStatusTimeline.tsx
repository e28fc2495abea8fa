import {
  BOOKING_STATUS_LABELS,
  BOOKING_TIMELINE,
  type BookingStatus,
  isOneOf,
  VISITOR_STEP_OF_DESK_STATUS,
} from '@labsite/shared'
import { Badge, Stepper } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import '../../../i18n/locales/en-bookings'

/** Where a booking stands: new → confirmed → … → report ready, or cancelled. */
export function BookingStatusTimeline({ status }: { status: BookingStatus }) {
  const { t } = useTranslation()
  // Five steps side by side would widen a phone's page: there they run down the card.
  const wide = useMediaQuery('(min-width: 48em)', true)
  if (status === 'cancelled') return <Badge color="red">{t('myBookings.cancelled')}</Badge>
  // The desk's own steps (arrived, sent to lab) show as the visitor's step they have reached.
  const step = VISITOR_STEP_OF_DESK_STATUS[status] ?? status
  const reached = isOneOf(BOOKING_TIMELINE, step) ? BOOKING_TIMELINE.indexOf(step) : -1
  return (
    <Stepper
      active={Math.max(0, reached) + 1}
      size="xs"
      aria-label={t('myBookings.status')}
      orientation={wide ? 'horizontal' : 'vertical'}
    >
      {BOOKING_TIMELINE.map((step) => (
        <Stepper.Step key={step} label={BOOKING_STATUS_LABELS[step]} />
      ))}
    </Stepper>
  )
}
