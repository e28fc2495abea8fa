import { BOOKING_STATUS_LABELS, type Booking, type DeskStep, type TodayBoard } from '@labsite/shared'
import { updateBooking } from '../../api'
import type { AdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useSampleLabels } from './use-sample-labels'

/**
 * Takes a booking of the board to a desk step through the staff status update, with the version the
 * board showed (a colleague's change in between meets the conflict dialog). The board (`setBoard`, its
 * useAdminResource's) shows the answer at once, so the next keystroke carries the new version even
 * before the refetch, and a refetch already under way cannot put the older row back.
 */
export function useStepWrite(
  setBoard: AdminResource<TodayBoard | null>['setData'],
): (booking: Booking, step: DeskStep) => Promise<boolean> {
  const save = useAdminSave()
  const printSampleLabels = useSampleLabels()

  const show = (booking: Booking) =>
    setBoard(
      (day) =>
        day && { ...day, bookings: day.bookings.map((row) => (row.id === booking.id ? booking : row)) },
    )

  return (booking, step) => {
    const label = BOOKING_STATUS_LABELS[step]
    return save<Booking>({
      ...updateBooking(booking, { status: step }, `${label}: ${booking.reference || booking.name}`),
      successMessage: { title: label, message: `${booking.name}: ${label.toLowerCase()}.` },
      onSaved: (saved) => {
        show(saved)
        // Saved on the server: its barcodes exist. A step queued offline prints from the booking later.
        if (step === 'sample-collected') void printSampleLabels(saved)
      },
      onQueued: () => show({ ...booking, status: step }),
      onConflictReload: (current) => show(current),
    })
  }
}
