import type { BookingLookup, VisitorBooking } from '@labsite/shared'
import { Alert, Button, PinInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'
import { downloadReportWithCode, requestReportCode } from '../api/track-booking'
import '../../../i18n/locales/en-bookings'

/** A ready report, downloaded with a one-time code e-mailed to the booking's address. */
export function ReportByCode({ lookup, booking }: { lookup: BookingLookup; booking: VisitorBooking }) {
  const { t } = useTranslation()
  const [codeSent, setCodeSent] = useState(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  async function run(task: () => Promise<unknown>) {
    setBusy(true)
    setProblem(null)
    try {
      await task()
    } catch (error) {
      setProblem(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }
  if (booking.reports.length === 0) return null
  return (
    <Stack gap="xs">
      {codeSent ? (
        <>
          <Text size="sm" role="status">
            {t('track.codeSent')}
          </Text>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            aria-label={t('track.code')}
            inputMode="numeric"
          />
          {booking.reports.map((report) => (
            <Button
              key={report.id}
              variant="light"
              loading={busy}
              disabled={code.length !== 6}
              onClick={() => run(() => downloadReportWithCode(lookup.reference, code, report))}
            >
              {t('myBookings.downloadReport', { name: report.name })}
            </Button>
          ))}
        </>
      ) : (
        <Button
          variant="light"
          loading={busy}
          onClick={() => run(() => requestReportCode(lookup).then(() => setCodeSent(true)))}
        >
          {t('track.emailMeACode')}
        </Button>
      )}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  )
}
