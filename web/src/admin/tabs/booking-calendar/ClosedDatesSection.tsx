import type { ClosedDate } from '@labsite/shared'
import { ActionIcon, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { closedDates } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { CalendarEntryCard } from './CalendarEntryCard'
import { ClosedDateForm } from './ClosedDateForm'

const dateOf = (day: ClosedDate) => day.date
const byDate = (list: ClosedDate[]) => [...list].sort((a, b) => a.date.localeCompare(b.date))
const REMOVAL = {
  what: (day: ClosedDate) => `the closing of ${day.date}`,
  saved: (day: ClosedDate) => ({ title: 'Day opened', message: `${day.date} takes bookings again.` }),
}

/** Days the lab takes no bookings (holidays): visitors cannot pick them. */
export function ClosedDatesSection() {
  const [listView] = useState<ListViewOptions<ClosedDate>>(() => ({
    searchText: (day) => `${day.date} ${day.reason}`,
  }))
  return (
    <CatalogueListTab<ClosedDate>
      title="Closed dates"
      noun="closed date"
      plural="closed dates"
      addLabel="Close a day"
      emptyText="No closed dates."
      collection={closedDates}
      nameOf={dateOf}
      idOf={dateOf}
      removal={REMOVAL}
      listView={listView}
      staffEdit
      layout="list"
      arrangeSaved={byDate}
      renderCard={(day, _leading, actions) => (
        <CalendarEntryCard
          actions={
            actions.onDelete ? (
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={`Open ${day.date} again`}
                onClick={actions.onDelete}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null
          }
        >
          <Text fw={600}>{day.date}</Text>
          {day.reason ? <Text size="sm">{day.reason}</Text> : null}
        </CalendarEntryCard>
      )}
      renderForm={(props) => <ClosedDateForm {...props} />}
    />
  )
}
