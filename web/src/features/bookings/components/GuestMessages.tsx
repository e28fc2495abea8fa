import type { MessagesChannel, VisitorBooking } from '@labsite/shared'
import { Alert, Button, Group, Text } from '@mantine/core'
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
  },
  mail: {
    on: 'track.mailsOn',
    hint: 'track.mailsHint',
    ask: 'track.mailsAsk',
    stop: 'track.mailsStop',
    off: 'track.mailsOff',
    stopped: 'track.mailsStopped',
  },
} as const

const isOn = (channel: MessagesChannel, booking: VisitorBooking) =>
  channel === 'whatsapp' ? booking.phoneMessages : booking.mailUpdates

/** Whether a channel's updates go to the booking's visitor, and the button that stops them (no sign-in). */
export function GuestMessages({ channel, booking, asked, stop, onChanged }: GuestMessagesProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [stopped, setStopped] = useState(false)
  const words = WORDS[channel]

  async function run() {
    setBusy(true)
    setProblem(null)
    try {
      onChanged(await stop())
      setStopped(true)
    } catch (error) {
      setProblem(toApiError(error).message)
    } finally {
      setBusy(false)
    }
  }

  if (stopped)
    return (
      <Alert color="teal" role="status">
        {t(words.stopped)}
      </Alert>
    )
  if (!isOn(channel, booking)) return <Text size="sm">{t(words.off)}</Text>
  return (
    <Alert color={asked ? 'yellow' : 'gray'} variant="light" title={t(words.on)}>
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t(asked ? words.ask : words.hint)}</Text>
        <Button size="sm" variant={asked ? 'filled' : 'default'} loading={busy} onClick={run}>
          {t(words.stop)}
        </Button>
      </Group>
      {problem ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {problem}
        </Text>
      ) : null}
    </Alert>
  )
}
