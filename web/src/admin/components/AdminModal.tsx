import { Modal, ScrollArea } from '@mantine/core'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'

export interface AdminModalProps {
  opened: boolean
  onClose: () => void
  /** The dialog's accessible name. */
  title: ReactNode
  children: ReactNode
}

/** Lets a dialog opened inside another tell the one beneath that it is open (and on top). */
const DialogBeneath = createContext<(change: 1 | -1) => void>(() => {})

/**
 * Every admin dialog: centred, at most 56rem wide and 90vh tall with a scrolling body, focus kept
 * inside while open (long forms such as a service must stay usable on a laptop screen).
 */
export function AdminModal({ opened, onClose, title, children }: AdminModalProps) {
  // Every open dialog hears Escape (Mantine listens on the window): only the one on top closes, so a
  // picture library opened from a form never takes the form and its typed fields with it.
  const [openAbove, setOpenAbove] = useState(0)
  const countAbove = useCallback((change: 1 | -1) => setOpenAbove((count) => count + change), [])
  const tellBeneath = useContext(DialogBeneath)
  useEffect(() => {
    if (!opened) return
    tellBeneath(1)
    return () => tellBeneath(-1)
  }, [opened, tellBeneath])
  return (
    <DialogBeneath value={countAbove}>
      <Modal
        opened={opened}
        onClose={onClose}
        closeOnEscape={openAbove === 0}
        title={title}
        size="56rem"
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        centered
        trapFocus
        scrollAreaComponent={ScrollArea.Autosize}
        styles={{
          content: { maxHeight: '90vh' },
          title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        }}
      >
        {children}
      </Modal>
    </DialogBeneath>
  )
}
