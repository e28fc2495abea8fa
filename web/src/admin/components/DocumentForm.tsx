import { Button, Fieldset, Group, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'

export interface DocumentFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void
  /** False for staff: the fields are disabled and the buttons hidden. */
  canEdit: boolean
  busy: boolean
  saveLabel: string
  /** Shown before the save button, e.g. a Reset button. */
  secondaryAction?: ReactNode
  noValidate?: boolean
  maw?: number
  /** The fields. */
  children: ReactNode
}

/** The frame of a singleton document's editor: its fields, then the save button for admins. */
export function DocumentForm({
  onSubmit,
  canEdit,
  busy,
  saveLabel,
  secondaryAction,
  noValidate,
  maw,
  children,
}: DocumentFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate={noValidate}>
      <Fieldset disabled={!canEdit} variant="unstyled" maw={maw}>
        <Stack>
          {children}
          {canEdit ? (
            <Group justify="flex-end">
              {secondaryAction}
              <Button type="submit" loading={busy}>
                {saveLabel}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
    </form>
  )
}
