import { ActionIcon, Button } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useState } from 'react'
import type { HistoryTarget } from '../../api'
import { HistoryDrawer, type RestoreConfirmation } from './HistoryDrawer'

export interface HistoryButtonProps {
  target: HistoryTarget
  /** Names the record in the button's accessible name ('History of <name>') and the drawer title. */
  name: string
  /** 'icon' on record cards beside edit and delete; 'button' under a document's form. */
  variant?: 'icon' | 'button'
  /** The record as the restore wrote it (a document's form shows it). */
  onRestored?: (record: unknown) => void
  /** Asks before a restore in the record's own words (see RestoreConfirmation). */
  confirmRestore?: RestoreConfirmation
}

/** Opens the History drawer of one record; shown to staff as well (they read, admins restore). */
export function HistoryButton({
  target,
  name,
  variant = 'icon',
  onRestored,
  confirmRestore,
}: HistoryButtonProps) {
  const [opened, setOpened] = useState(false)
  const open = () => setOpened(true)
  return (
    <>
      {variant === 'icon' ? (
        <ActionIcon variant="light" color="gray.8" size="lg" aria-label={`History of ${name}`} onClick={open}>
          <IconHistory size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={open}>
          History
        </Button>
      )}
      {opened ? (
        <HistoryDrawer
          target={target}
          name={name}
          onRestored={onRestored}
          confirmRestore={confirmRestore}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </>
  )
}
