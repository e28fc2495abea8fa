import { Stack } from '@mantine/core'
import { ClosedDatesSection } from './ClosedDatesSection'
import { PincodesSection } from './PincodesSection'
import { SlotsSection } from './SlotsSection'

/** Booking calendar tab: the slot table, the closed days and where home collection is offered. */
export default function BookingCalendarTab() {
  return (
    <Stack gap="xl" component="section" aria-label="Booking calendar">
      <SlotsSection />
      <ClosedDatesSection />
      <PincodesSection />
    </Stack>
  )
}
