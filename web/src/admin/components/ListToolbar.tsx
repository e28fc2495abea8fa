import type { ListSort } from '@labsite/shared'
import { Group, Pagination, Select, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ListView } from '../hooks/use-list-view'

/** What each sort is called in the sort select. */
const SORT_LABELS: Record<ListSort, string> = {
  order: 'Arranged order',
  title: 'Name',
  price: 'Price',
  updatedAt: 'Last changed',
}

export interface ListToolbarProps<T> {
  view: ListView<T>
  /** Plural for the search box and the count, e.g. 'services'. */
  plural: string
  /** The sorts this list offers besides its arranged order. */
  sorts: Exclude<ListSort, 'order'>[]
}

/** Search, category filter and sort of a catalogue tab, with how many records match. */
export function ListToolbar<T>({ view, plural, sorts }: ListToolbarProps<T>) {
  const choices = [
    { value: 'order:asc', label: SORT_LABELS.order },
    ...sorts.flatMap((sort) => [
      {
        value: `${sort}:asc`,
        label: `${SORT_LABELS[sort]} ${sort === 'updatedAt' ? '(oldest first)' : '(A–Z, low–high)'}`,
      },
      {
        value: `${sort}:desc`,
        label: `${SORT_LABELS[sort]} ${sort === 'updatedAt' ? '(newest first)' : '(Z–A, high–low)'}`,
      },
    ]),
  ]
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <TextInput
        label={`Search ${plural}`}
        placeholder="Name, category or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={view.search}
        onChange={(event) => view.setSearch(event.currentTarget.value)}
        type="search"
        w={{ base: '100%', sm: 260 }}
      />
      {view.categories.length > 0 ? (
        <Select
          label="Category"
          placeholder="All categories"
          data={view.categories}
          value={view.category}
          onChange={view.setCategory}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      ) : null}
      {/* A list kept in one order only (the calendar's, by day and time) has nothing to sort by. */}
      {sorts.length > 0 ? (
        <Select
          label="Sort by"
          data={choices}
          value={`${view.sort.sort}:${view.sort.dir}`}
          onChange={(value) => {
            const [sort, dir] = (value ?? 'order:asc').split(':') as [ListSort, 'asc' | 'desc']
            view.setSort({ sort, dir })
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
      ) : null}
      <Text size="sm" aria-live="polite">
        {view.matching} {plural}
      </Text>
    </Group>
  )
}

/** The page links under a catalogue list, when it has more than one page. */
export function ListPager<T>({ view, plural }: { view: ListView<T>; plural: string }) {
  if (view.pageCount < 2) return null
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={view.pageCount}
        value={view.page}
        onChange={view.setPage}
        getControlProps={(control) => ({ 'aria-label': `${control} page of ${plural}` })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page} of ${plural}` })}
      />
    </Group>
  )
}
