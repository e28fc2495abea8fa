import { labNow } from '@labsite/shared'
import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import type { BookingFilters } from '../../api'

export interface BookingFiltersBarProps {
  filters: BookingFilters
  onChange: (filters: BookingFilters) => void
}

/** Preferred date and collection type filters, and "Today": the lab's day in slot order for the front desk. */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const today = labNow().date
  const showingToday = filters.preferredDate === today && filters.sort === 'slot'
  return (
    <Group align="flex-end" wrap="wrap" mb="md" role="group" aria-label="Booking filters">
      <TextInput
        label="Preferred date"
        type="date"
        value={filters.preferredDate ?? ''}
        onChange={(event) => onChange({ ...filters, preferredDate: event.currentTarget.value || undefined })}
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
      {filters.preferredDate || filters.collectionType || filters.sort ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  )
}
