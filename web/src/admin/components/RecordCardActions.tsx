import { ActionIcon, Group, type GroupProps } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import type { HistoryTarget } from '../api'
import { HistoryButton } from './history/HistoryButton'

export interface RecordCardActionsProps extends Omit<GroupProps, 'children'> {
  /** Names the record in the buttons' accessible names: 'Edit <name>', 'Delete <name>'. */
  name: string
  /** Absent for staff (read-only): no edit button. */
  onEdit?: () => void
  onDelete?: () => void
  /** The record's history: a History button for staff and admins alike. */
  history?: HistoryTarget
}

/** The edit and delete icon buttons of a record card; each shows only when its handler is given. */
export function RecordCardActions({
  name,
  onEdit,
  onDelete,
  history,
  ...groupProps
}: RecordCardActionsProps) {
  return (
    <Group gap="xs" {...groupProps}>
      {history ? <HistoryButton target={history} name={name} /> : null}
      {onEdit ? (
        <ActionIcon variant="light" size="lg" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ) : null}
      {onDelete ? (
        <ActionIcon variant="light" color="red" size="lg" aria-label={`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  )
}
