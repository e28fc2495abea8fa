import type { MessagesChannel, VisitorBooking } from '@labsite/shared'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'
import '../../../i18n/locales/en-bookings'

type GuestMessagesProps = {
  /** WhatsApp to the booking's number, or the update e-mails to its address. */
  channel: MessagesChannel
  booking: VisitorBooking
  /** Opened from this channel's opt-out link: the choice is offered first and plainly. */
  asked: boolean
  stop: () => Promise<VisitorBooking>
  /** Turns the channel back on (the person's own choice, made with the same proof). */
  start: () => Promise<VisitorBooking>
  onChanged: (booking: VisitorBooking) => void
}

/** Each channel's words: WhatsApp messages, or the update e-mails (reminder, confirmed, report ready). */
const WORDS = {
  whatsapp: {
    on: 'track.messagesOn',
    hint: 'track.messagesHint',
    ask: 'track.messagesAsk',
    stop: 'track.messagesStop',
    off: 'track.messagesOff',
    stopped: 'track.messagesStopped',
    start: 'track.messagesStart',
    started: 'track.messagesStarted',
  },
  mail: {
    on: 'track.mailsOn',
    hint: 'track.mailsHint',
    ask: 'track.mailsAsk',
    stop: 'track.mailsStop',
    off: 'track.mailsOff',
    stopped: 'track.mailsStopped',
    start: 'track.mailsStart',
    started: 'track.mailsStarted',
  },
} as const

const isOn = (channel: MessagesChannel, booking: VisitorBooking) =>
  channel === 'whatsapp' ? booking.phoneMessages : booking.mailUpdates

/**
 * Whether a channel's updates go to the booking's visitor, the button that stops them and, once off, the
 * one that turns them back on (no sign-in).
 */
export function GuestMessages({ channel, booking, asked, stop, start, onChanged }: GuestMessagesProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [changed, setChanged] = useState<'stopped' | 'started' | null>(null)
  const words = WORDS[channel]
  const on = isOn(channel, booking)

  async function run() {
    setBusy(true)
    setProblem(null)
    try {
      onChanged(await (on ? stop() : start()))
      setChanged(on ? 'stopped' : 'started')
    } catch (error) {
      setProblem(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }

  const failure = problem ? (
    <Text size="sm" c="red.8" role="alert" mt="xs">
      {problem}
    </Text>
  ) : null

  if (!on)
    return (
      <Stack gap="xs">
        {changed === 'stopped' ? (
          <Alert color="teal" role="status">
            {t(words.stopped)}
          </Alert>
        ) : (
          <Text size="sm">{t(words.off)}</Text>
        )}
        <Group>
          <Button size="sm" variant="default" loading={busy} onClick={run}>
            {t(words.start)}
          </Button>
        </Group>
        {failure}
      </Stack>
    )
  if (changed === 'started')
    return (
      <Alert color="teal" role="status">
        {t(words.started)}
      </Alert>
    )
  return (
    <Alert color={asked ? 'yellow' : 'gray'} variant="light" title={t(words.on)}>
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t(asked ? words.ask : words.hint)}</Text>
        <Button size="sm" variant={asked ? 'filled' : 'default'} loading={busy} onClick={run}>
          {t(words.stop)}
        </Button>
      </Group>
      {failure}
    </Alert>
  )
}
