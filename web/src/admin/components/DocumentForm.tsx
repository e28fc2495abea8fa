import { Button, Fieldset, Group, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import type { HistoryTarget } from '../api'
import { enterSaves } from '../lib/enter-saves'
import { HistoryButton } from './history/HistoryButton'

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
  /** The document's history: a History button, for staff too (outside the disabled fields). */
  history?: { target: HistoryTarget; name: string; onRestored?: (document: unknown) => void }
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
  history,
  children,
}: DocumentFormProps) {
  return (
    <form onKeyDownCapture={enterSaves} onSubmit={onSubmit} noValidate={noValidate}>
      {history ? (
        <Group justify="flex-end" mb="sm" maw={maw}>
          <HistoryButton variant="button" {...history} />
        </Group>
      ) : null}
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
