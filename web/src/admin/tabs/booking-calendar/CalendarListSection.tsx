import { Button, Group, Paper, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LoadState } from '../../components/LoadState'
import type { LoadStatus } from '../../hooks/use-admin-resource'

export interface CalendarListSectionProps {
  title: string
  /** How staff add to the list (the section's own form), shown above it. */
  form: ReactNode
  /** The list's load state, for the loader and the error with Retry. */
  list: { status: LoadStatus; error: string | null; reload: () => void }
  /** What is listed, e.g. 'closed dates' (the loader's name and the error title). */
  what: string
  /** Says what an empty list means for visitors. */
  emptyText: string
  /** The table's accessible name. */
  tableLabel: string
  columns: string[]
  rowCount: number
  /** The table's rows. */
  children: ReactNode
}

/**
 * One part of the Booking calendar tab (slots, closed dates, PIN codes): a titled panel with the form
 * that adds entries, then the entries in a table, or the text saying what having none means.
 */
export function CalendarListSection(props: CalendarListSectionProps) {
  const { title, form, list, what, emptyText, tableLabel, columns, rowCount, children } = props
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {form}
      <LoadState status={list.status} error={list.error} what={what} onRetry={list.reload}>
        {rowCount === 0 ? (
          <Text mt="md">{emptyText}</Text>
        ) : (
          <Table withTableBorder striped mt="md" aria-label={tableLabel}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        )}
      </LoadState>
    </Paper>
  )
}

export interface AddEntryFormProps {
  /** The form's accessible name, e.g. 'Close a day'. */
  label: string
  submitLabel: string
  onAdd: () => void
  /** The form's fields. */
  children: ReactNode
}

/** A one-line form of fields and a submit button that adds an entry to a calendar list. */
export function AddEntryForm({ label, submitLabel, onAdd, children }: AddEntryFormProps) {
  return (
    <Group
      align="flex-end"
      wrap="wrap"
      component="form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        onAdd()
      }}
    >
      {children}
      <Button type="submit">{submitLabel}</Button>
    </Group>
  )
}

/** The red Delete button of a calendar list's row; its accessible name says what it removes. */
export function DeleteEntryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="light" color="red" aria-label={label} onClick={onClick}>
      Delete
    </Button>
  )
}
