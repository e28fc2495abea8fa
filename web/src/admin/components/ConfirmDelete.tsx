import { Button, Group, Text } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { AdminModal } from './AdminModal'

export interface ConfirmDeleteProps {
  opened: boolean
  onClose: () => void
  /** What is deleted, e.g. 'service "Thyroid Profile"'. */
  what: ReactNode
  /** Runs the delete; the dialog shows busy until it settles, then closes. */
  onConfirm: () => unknown
  title?: string
}

/** Asks before a delete, since deletes cannot be undone from the panel. */
export function ConfirmDelete({
  opened,
  onClose,
  what,
  onConfirm,
  title = 'Confirm delete',
}: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    <AdminModal opened={opened} onClose={busy ? () => {} : onClose} title={title}>
      <Text mb="lg">Delete {what}? This cannot be undone.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </AdminModal>
  )
}
