import { errorMessage } from '@labsite/shared'
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload, IconSearch } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { type EnquiryList, useAdminClient } from '../api'
import type { PagedList } from '../hooks/use-paged-list'
import { formatTotal } from '../lib/format-total'

export interface EnquiryTableProps<T extends { id: string | number }> {
  list: PagedList<T>
  /** What the rows are, for labels: 'bookings', 'messages', … */
  noun: string
  statuses: readonly string[]
  /** The list's endpoints when it has a CSV export (taking the same filters as the list). */
  exportable?: EnquiryList<T>
  emptyText: string
  /** The column headings. */
  columns: readonly string[]
  /** One <Table.Tr> per row. */
  renderRow: (item: T) => ReactNode
  /** Enter in the search box (a barcode scanner ends what it types with Enter), with the text. */
  onSearchEnter?: (search: string) => void
}

/**
 * The frame shared by the enquiry tabs and the audit log: search, status filter, CSV export,
 * loading/error/empty states, the table, and pagination with the full count.
 */
export function EnquiryTable<T extends { id: string | number }>({
  list,
  noun,
  statuses,
  exportable,
  emptyText,
  columns,
  renderRow,
  onSearchEnter,
}: EnquiryTableProps<T>) {
  const client = useAdminClient()
  const [exporting, setExporting] = useState(false)
  const filtered = Boolean(list.filters.q || list.filters.status)
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1
  const last = Math.min(list.total, (list.page - 1) * list.pageSize + list.items.length)

  async function exportCsv() {
    if (!exportable) return
    setExporting(true)
    try {
      await exportable.exportCsv(client, list.filters)
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Export failed', message: errorMessage(failure) })
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <TextInput
          label={`Search ${noun}`}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onSearchEnter) onSearchEnter(e.currentTarget.value)
          }}
          w={{ base: '100%', sm: 280 }}
        />
        {statuses.length > 0 ? (
          <NativeSelect
            label="Status"
            value={list.status ?? ''}
            onChange={(e) => list.setStatus(e.currentTarget.value || null)}
            data={[{ value: '', label: 'All statuses' }, ...statuses.map((s) => ({ value: s, label: s }))]}
          />
        ) : null}
        {exportable ? (
          <Button
            variant="outline"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            loading={exporting}
          >
            Export CSV
          </Button>
        ) : null}
      </Group>

      {list.error ? (
        <Alert color="red" mb="md" title="Could not load">
          Error: {list.error}
        </Alert>
      ) : null}

      {list.loading && list.items.length === 0 ? (
        <Center py="xl">
          <Loader aria-label={`Loading ${noun}`} />
        </Center>
      ) : !list.error && list.items.length === 0 ? (
        <Text py="lg">{filtered ? `No ${noun} match these filters.` : emptyText}</Text>
      ) : list.items.length > 0 ? (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe).
        <Table.ScrollContainer
          minWidth={800}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={`${noun[0].toUpperCase()}${noun.slice(1)} table`}
        >
          <Table striped highlightOnHover verticalSpacing="sm" aria-busy={list.loading}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{list.items.map(renderRow)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      {list.total > 0 ? (
        <Group justify="space-between" mt="md" wrap="wrap">
          <Text size="sm" aria-live="polite">
            Showing {first}–{last} of {formatTotal(list.total, list.capped)}
          </Text>
          {list.pageCount > 1 ? (
            <Pagination
              total={list.pageCount}
              value={list.page}
              onChange={list.setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          ) : null}
        </Group>
      ) : null}
    </>
  )
}
