import { Button, Group, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { enterSaves } from '../lib/enter-saves'
import { AdminModal } from './AdminModal'

export interface AdminFormModalProps {
  opened: boolean
  onClose: () => void
  /** The dialog's accessible name. */
  title: ReactNode
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** While saving: Cancel and the submit button are disabled. */
  busy: boolean
  submitLabel: string
  noValidate?: boolean
  /** The fields. */
  children: ReactNode
}

/** An add/edit dialog: the fields, then Cancel and the submit button. */
export function AdminFormModal({
  opened,
  onClose,
  title,
  onSubmit,
  busy,
  submitLabel,
  noValidate,
  children,
}: AdminFormModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={title}>
      <form onKeyDownCapture={enterSaves} onSubmit={onSubmit} noValidate={noValidate}>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  )
}
