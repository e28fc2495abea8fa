import type { BookingItem } from '@labsite/shared'
import { Modal } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBookingBasket } from '../stores/booking-basket'
import { BookingPanel } from './BookingPanel'

export type BookingDialogProps = {
  opened: boolean
  onClose: () => void
  title?: string
  /** What this "Book Now" books: added to the basket when the dialog opens. */
  item?: BookingItem
}

/** The booking dialog itself; pages use BookingDialog, which loads this on first opening. */
export default function BookingModal({ opened, onClose, title, item }: BookingDialogProps) {
  const add = useBookingBasket((state) => state.add)
  useEffect(() => {
    if (opened && item) add(item)
  }, [opened, item, add])
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('home.bookPackage')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      <BookingPanel />
    </Modal>
  )
}
