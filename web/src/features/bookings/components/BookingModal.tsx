import type { BookingItem } from '@labsite/shared'
import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
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

/** Under 600 px wide the booking dialog fills the screen. */
export const PHONE_QUERY = '(max-width: 599.98px)'

/** The booking dialog itself; pages use BookingDialog, which loads this on first opening. */
export default function BookingModal({ opened, onClose, title, item }: BookingDialogProps) {
  const add = useBookingBasket((state) => state.add)
  useEffect(() => {
    if (opened && item) add(item)
  }, [opened, item, add])
  const { t } = useTranslation()
  // On a phone the dialog is a full-screen sheet: a card with margins leaves the form too narrow.
  const phone = useMediaQuery(PHONE_QUERY)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('home.bookPackage')}
      size="lg"
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      <BookingPanel />
    </Modal>
  )
}
