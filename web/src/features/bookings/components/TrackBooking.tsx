import type { BookingLookup, MessagesChannel } from '@labsite/shared'
import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'
import { useSmallForm } from '../../../lib/use-small-form'
import { lookUpBooking } from '../api/track-booking'
import { type FoundBooking, TrackedBooking } from './TrackedBooking'
import '../../../i18n/locales/en-bookings'

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
  const [found, setFound] = useState<FoundBooking | null>(null)
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
          <TrackedBooking found={found} stopAsked={stopAsked} onChanged={setFound} onProblem={setProblem} />
        </Paper>
      ) : null}
    </Stack>
  )
}
