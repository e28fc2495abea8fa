import type { VisitorBooking } from '@labsite/shared'
import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'

type GuestMessagesProps = {
  booking: VisitorBooking
  /** Opened from the opt-out link of a message: the choice is offered first and plainly. */
  asked: boolean
  stop: () => Promise<VisitorBooking>
  onChanged: (booking: VisitorBooking) => void
}

/** Whether WhatsApp updates go to the booking's number, and the button that stops them (no sign-in). */
export function GuestMessages({ booking, asked, stop, onChanged }: GuestMessagesProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [stopped, setStopped] = useState(false)

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
        {t('track.messagesStopped')}
      </Alert>
    )
  if (!booking.phoneMessages) return <Text size="sm">{t('track.messagesOff')}</Text>
  return (
    <Alert color={asked ? 'yellow' : 'gray'} variant="light" title={t('track.messagesOn')}>
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t(asked ? 'track.messagesAsk' : 'track.messagesHint')}</Text>
        <Button size="sm" variant={asked ? 'filled' : 'default'} loading={busy} onClick={run}>
          {t('track.messagesStop')}
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
