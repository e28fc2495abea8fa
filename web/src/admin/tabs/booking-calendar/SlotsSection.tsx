import type { BookingSlot } from '@labsite/shared'
import { Text } from '@mantine/core'
import { useState } from 'react'
import { bookingSlots, slotName } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import { RecordCardActions } from '../../components/RecordCardActions'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { CalendarEntryCard, EntryField } from './CalendarEntryCard'
import { SlotForm } from './SlotForm'

const idOf = (slot: BookingSlot) => slot.id
const byWeekdayAndTime = (list: BookingSlot[]) =>
  [...list].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime))
const REMOVAL = {
  what: (slot: BookingSlot) => `the slot ${slotName(slot)}`,
  saved: (slot: BookingSlot) => ({ title: 'Slot removed', message: `${slotName(slot)} was removed.` }),
}

/** The slot table: each weekday's times and how many bookings each takes. */
export function SlotsSection() {
  const [listView] = useState<ListViewOptions<BookingSlot>>(() => ({ searchText: slotName }))
  return (
    <CatalogueListTab<BookingSlot>
      title="Time slots"
      noun="slot"
      plural="slots"
      addLabel="Add a slot"
      emptyText="No slots yet: visitors cannot choose a time until you add some."
      collection={bookingSlots}
      nameOf={slotName}
      idOf={idOf}
      removal={REMOVAL}
      listView={listView}
      staffEdit
      layout="list"
      arrangeSaved={byWeekdayAndTime}
      renderCard={(slot, _leading, actions) => (
        <CalendarEntryCard
          actions={
            <RecordCardActions
              name={`the slot ${slotName(slot)}`}
              wrap="nowrap"
              onEdit={actions.onEdit}
              onDelete={actions.onDelete}
            />
          }
        >
          <Text fw={600}>{slotName(slot)}</Text>
          <EntryField label="Capacity">
            {slot.capacity === 0 ? '0 (takes no bookings)' : slot.capacity}
          </EntryField>
        </CalendarEntryCard>
      )}
      renderForm={(props) => <SlotForm {...props} />}
    />
  )
}
