import { Modal, ScrollArea } from '@mantine/core'
import type { ReactNode } from 'react'

export interface AdminModalProps {
  opened: boolean
  onClose: () => void
  /** The dialog's accessible name. */
  title: ReactNode
  children: ReactNode
}

/**
 * Every admin dialog: centred, at most 56rem wide and 90vh tall with a scrolling body, focus kept
 * inside while open (long forms such as a service must stay usable on a laptop screen).
 */
export function AdminModal({ opened, onClose, title, children }: AdminModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
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
  )
}
