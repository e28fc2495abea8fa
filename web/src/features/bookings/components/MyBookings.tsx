import type { VisitorBooking } from '@labsite/shared'
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, toApiError } from '../../../lib/api-client'
import {
  cancelBooking,
  claimBooking,
  downloadInvoice,
  downloadReport,
  MY_BOOKINGS,
  rescheduleBooking,
  useMyBookings,
} from '../api/my-bookings'
import { useBookingBasket } from '../stores/booking-basket'
import { BookingChanges } from './BookingChanges'
import { BookingSummary } from './BookingSummary'
import { InvoiceButton } from './InvoiceButton'
import { ReportSharing } from './ReportSharing'
import '../../../i18n/locales/en-bookings'

/** Bookings this browser made before signing in join the account (their claim tokens prove it). */
function useClaimBrowserBookings() {
  const claims = useBookingBasket((state) => state.claims)
  const forgetClaims = useBookingBasket((state) => state.forgetClaims)
  const queryClient = useQueryClient()
  useEffect(() => {
    if (claims.length === 0) return
    let live = true
    ;(async () => {
      const settled: string[] = []
      for (const claim of claims) {
        try {
          await claimBooking(claim)
          settled.push(claim.reference)
        } catch (error) {
          // Unknown or someone else's: nothing more to try. Anything else is tried again next visit.
          if (error instanceof ApiError && [404, 409].includes(error.status)) settled.push(claim.reference)
        }
      }
      if (!live) return
      forgetClaims(settled)
      await queryClient.invalidateQueries({ queryKey: MY_BOOKINGS })
    })()
    return () => {
      live = false
    }
  }, [claims, forgetClaims, queryClient])
}

function BookingCard({ booking }: { booking: VisitorBooking }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t('myBookings.bookingLabel', { reference: booking.reference })}
    >
      <Stack gap="xs">
        <BookingSummary booking={booking} />
        {booking.reports.map((report) => (
          <Button
            key={report.id}
            variant="light"
            onClick={() =>
              downloadReport(booking.id, report).catch((error) => setProblem(toApiError(error).message))
            }
          >
            {t('myBookings.downloadReport', { name: report.name })}
          </Button>
        ))}
        <ReportSharing booking={booking} />
        <InvoiceButton booking={booking} download={() => downloadInvoice(booking)} onProblem={setProblem} />
        <BookingChanges
          booking={booking}
          cancel={() => cancelBooking(booking.id)}
          reschedule={(to) => rescheduleBooking(booking.id, to)}
          onChanged={() => queryClient.invalidateQueries({ queryKey: MY_BOOKINGS })}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** "My bookings" on the profile: reference, what, when, where, the status timeline, reports. */
export function MyBookings() {
  const { t } = useTranslation()
  useClaimBrowserBookings()
  const bookings = useMyBookings()
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-bookings-title">
      <Title order={2} size="h4" id="my-bookings-title">
        {t('myBookings.title')}
      </Title>
      {bookings.isLoading ? <Loader size="sm" aria-label={t('myBookings.loading')} /> : null}
      {bookings.isError ? <Alert color="red">{toApiError(bookings.error).message}</Alert> : null}
      {bookings.data?.length === 0 ? <Text size="sm">{t('myBookings.none')}</Text> : null}
      {bookings.data?.map((booking) => (
        <BookingCard key={booking.id} booking={booking} />
      ))}
    </Stack>
  )
}
