import {
  type CreatedReportShare,
  formatCalendarDate,
  REPORT_SHARE_DEFAULT_DAYS,
  type VisitorBooking,
} from '@labsite/shared'
import { Alert, Button, CopyButton, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { toApiError } from '../../../lib/api-client'
import { ownShareActions, type ReportShareActions } from '../api/my-bookings'
import '../../../i18n/locales/en-bookings'

const DAY_CHOICES = [1, 3, REPORT_SHARE_DEFAULT_DAYS, 14, 30]

/**
 * Share a report with a doctor: a link that opens it without an account for the days
 * chosen; the links made so far with how often each was opened, each revocable.
 */
export function ReportSharing({
  booking,
  actions = ownShareActions(booking.id),
}: {
  booking: VisitorBooking
  /** How links are made, listed and revoked: the account's by default, a guest's from the track page. */
  actions?: ReportShareActions
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const [fileId, setFileId] = useState(booking.reports[0]?.id ?? '')
  const [days, setDays] = useState(String(REPORT_SHARE_DEFAULT_DAYS))
  const [made, setMade] = useState<CreatedReportShare | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const shares = useQuery({
    queryKey: actions.key,
    queryFn: actions.list,
    enabled: booking.reports.length > 0,
  })
  if (booking.reports.length === 0) return null
  const dateOf = (iso: string) => formatCalendarDate(iso.slice(0, 10), locale, 'weekday')
  const refresh = () => queryClient.invalidateQueries({ queryKey: actions.key })

  async function run(task: () => Promise<unknown>) {
    setBusy(true)
    setProblem(null)
    try {
      await task()
      await refresh()
    } catch (error) {
      setProblem(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }

  const reportName = booking.reports.find((report) => report.id === fileId)?.name ?? ''
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        {booking.reports.length > 1 ? (
          <NativeSelect
            label={t('myBookings.shareWhich')}
            value={fileId}
            onChange={(event) => setFileId(event.currentTarget.value)}
            data={booking.reports.map((report) => ({ value: report.id, label: report.name }))}
          />
        ) : null}
        <NativeSelect
          label={t('myBookings.shareDays')}
          value={days}
          onChange={(event) => setDays(event.currentTarget.value)}
          data={DAY_CHOICES.map((count) => ({
            value: String(count),
            label: t('myBookings.shareDaysOption', { count }),
          }))}
        />
        <Button
          variant="light"
          loading={busy}
          onClick={() => run(async () => setMade(await actions.share(fileId, Number(days))))}
        >
          {t('myBookings.share', { name: reportName })}
        </Button>
      </Group>
      {made ? (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {t('myBookings.newLink', { date: dateOf(made.expiresAt) })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput aria-label={t('myBookings.copy')} value={made.url} readOnly style={{ flex: 1 }} />
            <CopyButton value={made.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('myBookings.copied') : t('myBookings.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      ) : null}
      {shares.data && shares.data.length > 0 ? (
        <Stack gap={4} component="section" aria-label={t('myBookings.links')}>
          <Text size="sm" fw={600}>
            {t('myBookings.links')}
          </Text>
          {shares.data.map((share) => (
            <Group key={share.id} justify="space-between" gap="xs" data-testid="report-share">
              <Text size="sm">
                {share.revoked
                  ? t('myBookings.linkRevoked', { count: share.openedCount })
                  : t('myBookings.linkState', { date: dateOf(share.expiresAt), count: share.openedCount })}
              </Text>
              {share.revoked ? null : (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => run(() => actions.revoke(share.id))}
                >
                  {t('myBookings.revoke')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  )
}
