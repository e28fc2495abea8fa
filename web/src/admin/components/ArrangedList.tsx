import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ListView } from '../hooks/use-list-view'
import type { Selection } from '../hooks/use-selection'
import { SelectCheckbox } from './SelectCheckbox'
import { SortableItem, SortableList } from './SortableList'

export interface ArrangedListProps<T extends { _id: string }> {
  /** The list's accessible name (a 'list' layout is a numbered list), e.g. 'Offers'. */
  label: string
  /** Every record, in the order staff arranged. */
  records: T[]
  view: ListView<T>
  nameOf: (record: T) => string
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
export function ArrangedList<T extends { _id: string }>(props: ArrangedListProps<T>) {
  const { label, records, view, nameOf, editing, layout, renderCard } = props
  const byId = new Map(records.map((record) => [record._id, record]))
  const cards = view.visible.map((record) =>
    editing ? (
      <SortableItem
        key={record._id}
        id={record._id}
        name={nameOf(record)}
        disabled={!view.arranging}
        as={layout === 'list' ? 'li' : 'div'}
      >
        {(handle) =>
          renderCard(
            record,
            editing.selection ? (
              <Group gap="xs" justify="space-between" w="100%">
                <SelectCheckbox id={record._id} name={nameOf(record)} selection={editing.selection} />
                {handle}
              </Group>
            ) : (
              handle
            ),
          )
        }
      </SortableItem>
    ) : layout === 'list' ? (
      <li key={record._id} aria-label={nameOf(record)}>
        {renderCard(record, null)}
      </li>
    ) : (
      <div key={record._id}>{renderCard(record, null)}</div>
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
        ids={records.map((record) => record._id)}
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
