import { Modal } from '@mantine/core'
import { BookingPanel } from './BookingPanel'

export type BookingDialogProps = {
  opened: boolean
  onClose: () => void
  title?: string
}

/** The booking dialog itself; pages use BookingDialog, which loads this on first opening. */
export default function BookingModal({ opened, onClose, title = 'Book a Package' }: BookingDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <BookingPanel />
    </Modal>
  )
}
