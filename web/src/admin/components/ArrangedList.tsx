import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ListView } from '../hooks/use-list-view'
import type { Selection } from '../hooks/use-selection'
import { SelectCheckbox } from './SelectCheckbox'
import { SortableItem, SortableList } from './SortableList'

export interface ArrangedListProps<T> {
  /** The list's accessible name (a 'list' layout is a numbered list), e.g. 'Offers'. */
  label: string
  /** Every record, in the order staff arranged. */
  records: T[]
  view: ListView<T>
  nameOf: (record: T) => string
  /** The record's key: its `_id`, or what a list of records without one keys them by. */
  idOf: (record: T) => string
  /** Absent for readers: no checkboxes, no drag handles; no `selection` for a list without bulk actions. */
  editing?: { selection?: Selection; onMove: (from: number, to: number) => void }
  /** 'grid' of cards (services, tests) or a 'list' of rows (offers, packages). */
  layout: 'grid' | 'list'
  /** The record's card, with the checkbox and drag handle to place in it. */
  renderCard: (record: T, leading: ReactNode) => ReactNode
}

/**
 * The shown page of a catalogue list with a selection checkbox and a drag handle on each record.
 * Dragging arranges the whole list, so it only works while the list is shown whole in that order.
 */
export function ArrangedList<T>(props: ArrangedListProps<T>) {
  const { label, records, view, nameOf, idOf, editing, layout, renderCard } = props
  const byId = new Map(records.map((record) => [idOf(record), record]))
  const cards = view.visible.map((record) =>
    editing ? (
      <SortableItem
        key={idOf(record)}
        id={idOf(record)}
        name={nameOf(record)}
        disabled={!view.arranging}
        as={layout === 'list' ? 'li' : 'div'}
      >
        {(handle) =>
          renderCard(
            record,
            editing.selection ? (
              <Group gap="xs" justify="space-between" w="100%">
                <SelectCheckbox id={idOf(record)} name={nameOf(record)} selection={editing.selection} />
                {handle}
              </Group>
            ) : (
              handle
            ),
          )
        }
      </SortableItem>
    ) : layout === 'list' ? (
      <li key={idOf(record)} aria-label={nameOf(record)}>
        {renderCard(record, null)}
      </li>
    ) : (
      <div key={idOf(record)}>{renderCard(record, null)}</div>
    ),
  )
  const shown =
    layout === 'grid' ? (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{cards}</SimpleGrid>
    ) : (
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {cards}
      </Stack>
    )
  if (!editing) return shown
  return (
    <>
      {view.arranging ? null : (
        <Text size="sm" mb="xs">
          Reordering works on the whole list: clear the search, category and sort to drag records into place.
        </Text>
      )}
      <SortableList
        ids={records.map((record) => idOf(record))}
        nameOf={(id) => {
          const record = byId.get(String(id))
          return record ? nameOf(record) : String(id)
        }}
        onMove={editing.onMove}
      >
        {shown}
      </SortableList>
    </>
  )
}
