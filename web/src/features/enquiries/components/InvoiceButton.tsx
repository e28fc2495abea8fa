import type { VisitorBooking } from '@labsite/shared'
import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'

type InvoiceButtonProps = {
  booking: VisitorBooking
  download: () => Promise<void>
  onProblem: (message: string) => void
}

/** "Download invoice (PDF)" for a booking that has something priced and is not cancelled (issue 24). */
export function InvoiceButton({ booking, download, onProblem }: InvoiceButtonProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (booking.status === 'cancelled' || booking.items.length === 0) return null
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
