import type { VisitorBooking } from '@labsite/shared'
import { Button, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'
import '../../../i18n/locales/en-bookings'

type InvoiceButtonProps = {
  booking: VisitorBooking
  download: () => Promise<void>
  onProblem: (message: string) => void
}

/**
 * "Download invoice (PDF)" for a booking that has something priced and is not cancelled (docs/payments.md); until
 * the lab confirms it (or takes a payment) the button is off and says when the invoice comes.
 */
export function InvoiceButton({ booking, download, onProblem }: InvoiceButtonProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (booking.status === 'cancelled' || booking.items.length === 0) return null
  if (!booking.invoiceReady) {
    return (
      <>
        <Button variant="default" disabled aria-describedby={`invoice-not-yet-${booking.id}`}>
          {t('myBookings.invoice')}
        </Button>
        <Text size="sm" c="dimmed" id={`invoice-not-yet-${booking.id}`}>
          {t('myBookings.invoiceNotYet')}
        </Text>
      </>
    )
  }
  return (
    <Button
      variant="default"
      loading={busy}
      onClick={async () => {
        setBusy(true)
        try {
          await download()
        } catch (error) {
          onProblem(toApiError(error).message)
        } finally {
          setBusy(false)
        }
      }}
    >
      {t('myBookings.invoice')}
    </Button>
  )
}
