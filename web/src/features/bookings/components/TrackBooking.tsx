import {
  type BookingLookup,
  LINK_KEY_PREFIX,
  type MessagesChannel,
  type VisitorBooking,
} from '@labsite/shared'
import { Alert, Button, Group, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'
import { useSmallForm } from '../../../lib/use-small-form'
import {
  cancelGuestBooking,
  downloadGuestInvoice,
  downloadReportWithCode,
  guestShareActions,
  lookUpBooking,
  requestReportCode,
  rescheduleGuestBooking,
  switchGuestMessages,
} from '../api/track-booking'
import { BookingChanges } from './BookingChanges'
import { BookingSummary } from './BookingSummary'
import { GuestMessages } from './GuestMessages'
import { InvoiceButton } from './InvoiceButton'
import { OnlinePayment, returnedPayment } from './OnlinePayment'
import { ReportSharing } from './ReportSharing'
import '../../../i18n/locales/en-bookings'

/** The messages a booking's page lets a guest stop, each with its own opt-out link. */
const CHANNELS: readonly MessagesChannel[] = ['whatsapp', 'mail']

/** A ready report, downloaded with a one-time code e-mailed to the booking's address. */
function ReportByCode({ lookup, booking }: { lookup: BookingLookup; booking: VisitorBooking }) {
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

/**
 * Track a booking without an account: the reference and the e-mail or phone it was made
 * with show where it stands, and a ready report comes with a one-time code sent by e-mail. The home
 * address is never shown here: knowing a reference and a phone number must not reveal it.
 */
export function TrackBooking({
  initialReference = '',
  linkKey,
  stopAsked,
}: {
  initialReference?: string
  /** The key of a booking mail's link: with the reference it opens the booking without typing. */
  linkKey?: string
  /** Opened from a message's or a mail's opt-out link: stopping that channel is offered first. */
  stopAsked?: MessagesChannel
}) {
  const { t } = useTranslation()
  const [found, setFound] = useState<{ lookup: BookingLookup; booking: VisitorBooking } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const result = useRef<HTMLDivElement>(null)
  const form = useSmallForm<BookingLookup>({
    mode: 'controlled',
    initialValues: { reference: initialReference, contact: '' },
    validate: {
      reference: (value) => (value.trim() ? null : t('track.referenceRequired')),
      contact: (value) => (value.trim().length >= 3 ? null : t('track.contactRequired')),
    },
  })

  // The answer replaces nothing the visitor was on: focus moves to it once drawn, so a screen reader reads
  // it. Keyed on the booking found, not on its changes (a cancel keeps focus where the visitor is).
  const foundId = found?.booking.id
  useEffect(() => {
    if (foundId) result.current?.focus()
  }, [foundId])

  async function submit(values: BookingLookup) {
    await open({ reference: values.reference.trim().toUpperCase(), contact: values.contact.trim() })
  }

  async function open(lookup: BookingLookup) {
    setBusy(true)
    setProblem(null)
    try {
      setFound({ lookup, booking: await lookUpBooking(lookup) })
    } catch (error) {
      setFound(null)
      setProblem(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }

  // A mail's link opens its booking at once; the form stays for another one. Once per link.
  const openedLink = useRef(false)
  useEffect(() => {
    if (!linkKey || !initialReference || openedLink.current) return
    openedLink.current = true
    void open({ reference: initialReference.trim().toUpperCase(), contact: linkKey })
  })

  const guestMessages = (
    shown: { lookup: BookingLookup; booking: VisitorBooking },
    channel: MessagesChannel,
  ) => (
    <GuestMessages
      key={channel}
      channel={channel}
      booking={shown.booking}
      asked={stopAsked === channel}
      stop={() => switchGuestMessages(shown.lookup, channel, false)}
      start={() => switchGuestMessages(shown.lookup, channel, true)}
      onChanged={(booking) => setFound({ lookup: shown.lookup, booking })}
    />
  )

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('track.formLabel')}>
          <Stack gap="sm">
            <TextInput
              label={t('track.reference')}
              required
              autoCapitalize="characters"
              autoComplete="off"
              {...form.getInputProps('reference')}
            />
            <TextInput
              label={t('track.contact')}
              description={t('track.contactHint')}
              required
              autoComplete="email"
              {...form.getInputProps('contact')}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {t('track.submit')}
              </Button>
            </Group>
            {problem ? (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            ) : null}
          </Stack>
        </form>
      </Paper>
      {found ? (
        <Paper
          withBorder
          p="md"
          radius="md"
          component="article"
          ref={result}
          tabIndex={-1}
          aria-label={t('myBookings.bookingLabel', { reference: found.booking.reference })}
        >
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('track.yourBooking')}
            </Title>
            {stopAsked ? guestMessages(found, stopAsked) : null}
            <BookingSummary booking={found.booking} />
            <ReportByCode lookup={found.lookup} booking={found.booking} />
            {/* Only the signed link of the booking's mails proves enough to share a report (the server's rule). */}
            {found.lookup.contact.startsWith(LINK_KEY_PREFIX) && found.booking.reports.length > 0 ? (
              <ReportSharing booking={found.booking} actions={guestShareActions(found.lookup)} />
            ) : null}
            <OnlinePayment
              key={found.booking.id}
              booking={{ ...found.booking, name: '', email: '', phone: '' }}
              proof={found.lookup}
              returned={returnedPayment(new URLSearchParams(window.location.search))}
            />
            <InvoiceButton
              booking={found.booking}
              download={() => downloadGuestInvoice(found.lookup)}
              onProblem={setProblem}
            />
            <BookingChanges
              booking={found.booking}
              cancel={() => cancelGuestBooking(found.lookup)}
              reschedule={(to) => rescheduleGuestBooking(found.lookup, to)}
              onChanged={(booking) => setFound({ lookup: found.lookup, booking })}
            />
            {CHANNELS.filter((channel) => channel !== stopAsked).map((channel) =>
              guestMessages(found, channel),
            )}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  )
}
