import {
  type BookingReschedule,
  formatCalendarDate,
  isOneOf,
  VISITOR_CANCELLABLE_STATUSES,
  type VisitorBooking,
} from '@labsite/shared'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { toApiError } from '../../../lib/api-client'
import { SlotPicker } from './SlotPicker'
import '../../../i18n/locales/en-bookings'

type BookingChangesProps = {
  booking: VisitorBooking
  cancel: () => Promise<VisitorBooking>
  reschedule: (to: BookingReschedule) => Promise<VisitorBooking>
  /** The booking as the server answered after a change. */
  onChanged: (booking: VisitorBooking) => void
}

type Mode = 'idle' | 'confirm-cancel' | 'reschedule'

/**
 * Cancel (after a confirmation) or move a booking to another day and slot, while the lab has not
 * confirmed it: the same controls on "My bookings" and on the guest's track page. What
 * happened is said in words, in a live region, after the change.
 */
export function BookingChanges({ booking, cancel, reschedule, onChanged }: BookingChangesProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [mode, setMode] = useState<Mode>('idle')
  const [date, setDate] = useState('')
  const [slotId, setSlotId] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  async function run(task: () => Promise<VisitorBooking>, said: (after: VisitorBooking) => string) {
    setBusy(true)
    setProblem(null)
    try {
      const after = await task()
      setMode('idle')
      setDone(said(after))
      onChanged(after)
    } catch (error) {
      setProblem(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }

  const changeable = isOneOf(VISITOR_CANCELLABLE_STATUSES, booking.status)
  const status = (
    <>
      {done ? (
        <Text size="sm" role="status">
          {done}
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  )
  if (!changeable) return status

  return (
    <Stack gap="xs">
      {mode === 'reschedule' && booking.collectionType ? (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('myBookings.rescheduleTitle')}
            </Title>
            <SlotPicker
              dateRequired
              dateProps={{ value: date, onChange: setDate }}
              slotProps={{ value: slotId, onChange: setSlotId }}
            />
            <Group>
              <Button
                loading={busy}
                disabled={!date || !slotId}
                onClick={() =>
                  run(
                    () => reschedule({ preferredDate: date, slotId }),
                    (after) =>
                      t('myBookings.nowMoved', {
                        reference: after.reference,
                        when: `${formatCalendarDate(after.preferredDate ?? '', locale, 'weekday')} ${after.slotLabel}`,
                      }),
                  )
                }
              >
                {t('myBookings.moveBooking')}
              </Button>
              <Button variant="subtle" onClick={() => setMode('idle')}>
                {t('myBookings.closeReschedule')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {mode === 'confirm-cancel' ? (
        <Alert
          color="red"
          variant="light"
          title={t('myBookings.cancelQuestion', { reference: booking.reference })}
        >
          <Group mt="xs">
            <Button
              color="red"
              loading={busy}
              onClick={() =>
                run(cancel, (after) => t('myBookings.nowCancelled', { reference: after.reference }))
              }
            >
              {t('myBookings.cancelYes')}
            </Button>
            <Button variant="default" onClick={() => setMode('idle')}>
              {t('myBookings.keep')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {mode === 'idle' ? (
        <Group justify="flex-end">
          {booking.collectionType ? (
            <Button variant="light" onClick={() => setMode('reschedule')}>
              {t('myBookings.reschedule')}
            </Button>
          ) : null}
          <Button variant="outline" color="red" onClick={() => setMode('confirm-cancel')}>
            {t('myBookings.cancel')}
          </Button>
        </Group>
      ) : null}
      {status}
    </Stack>
  )
}
