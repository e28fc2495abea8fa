import { type BookingSlot, labNow, weekdayOf } from '@labsite/shared'
import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { type BookingFilters, bookingSlotsQuery, slotName } from '../../api'
import { useAdminResource } from '../../hooks/use-admin-resource'

const NO_SLOTS: BookingSlot[] = []

export interface BookingFiltersBarProps {
  filters: BookingFilters
  onChange: (filters: BookingFilters) => void
}

/**
 * Preferred date, slot and collection type filters, and "Today": the lab's day in slot order for the
 * front desk. The slot list is the slot table's, only the chosen day's weekday once a day is chosen.
 */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const today = labNow().date
  const showingToday = filters.preferredDate === today && filters.sort === 'slot'
  const slots = useAdminResource(bookingSlotsQuery, NO_SLOTS).data
  const weekday = filters.preferredDate ? weekdayOf(filters.preferredDate) : null
  const offered = slots
    .filter((slot) => weekday === null || slot.weekday === weekday || slot.id === filters.slotId)
    .sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime))
  return (
    <Group align="flex-end" wrap="wrap" mb="md" role="group" aria-label="Booking filters">
      <TextInput
        label="Preferred date"
        type="date"
        value={filters.preferredDate ?? ''}
        onChange={(event) => onChange({ ...filters, preferredDate: event.currentTarget.value || undefined })}
      />
      <NativeSelect
        label="Slot"
        data={[
          { value: '', label: 'Any slot' },
          ...offered.map((slot) => ({ value: slot.id, label: slotName(slot) })),
        ]}
        value={filters.slotId ?? ''}
        onChange={(event) => onChange({ ...filters, slotId: event.currentTarget.value || undefined })}
      />
      <NativeSelect
        label="Collection"
        data={[
          { value: '', label: 'Any' },
          { value: 'home', label: 'Home collection' },
          { value: 'lab', label: 'Lab visit' },
        ]}
        value={filters.collectionType ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value
          onChange({ ...filters, collectionType: value === 'home' || value === 'lab' ? value : undefined })
        }}
      />
      <Button
        variant={showingToday ? 'filled' : 'light'}
        aria-pressed={showingToday}
        onClick={() => onChange({ ...filters, preferredDate: today, sort: 'slot' })}
      >
        Today
      </Button>
      {filters.preferredDate || filters.slotId || filters.collectionType || filters.sort ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  )
}
