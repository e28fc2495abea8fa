import { Alert } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'

export const READ_ONLY_NOTE = 'Read-only: only administrators can change the catalogue.'

/** Shown to staff on the tabs they may look at but not change. */
export function ReadOnlyNote({ children = READ_ONLY_NOTE }: { children?: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={16} aria-hidden />} mb="md">
      {children}
    </Alert>
  )
}
