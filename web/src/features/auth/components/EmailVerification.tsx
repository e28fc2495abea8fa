import { EMAIL_VERIFICATION_HOURS } from '@labsite/shared'
import { Alert, Button, Group, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toApiError } from '../../../lib/api-client'
import { confirmEmail, requestEmailVerification } from '../api/email-verification'
import type { SessionUser } from '../stores/session-store'
import '../../../i18n/locales/en-account'

/**
 * For an account whose address is not proved yet: bookings made with it as a guest, before the account
 * or on another device, join it once the visitor opens the link this mails.
 */
export function EmailVerificationPrompt({ user }: { user: SessionUser }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  // Unknown until the server's copy of the user arrives: only a known "not proved" asks.
  if (user.emailVerified !== false) return null

  async function send() {
    setState('busy')
    setProblem(null)
    try {
      await requestEmailVerification()
      setState('sent')
    } catch (error) {
      setProblem(toApiError(error).message)
      setState('idle')
    }
  }

  return (
    <Alert color="blue" variant="light" title={t('verifyEmail.title')}>
      {state === 'sent' ? (
        <Text size="sm" role="status">
          {t('verifyEmail.sent', { email: user.email, hours: EMAIL_VERIFICATION_HOURS })}
        </Text>
      ) : (
        <Group gap="sm" align="center">
          <Text size="sm">{t('verifyEmail.why', { email: user.email })}</Text>
          <Button size="xs" variant="light" loading={state === 'busy'} onClick={send}>
            {t('verifyEmail.send')}
          </Button>
        </Group>
      )}
      {problem ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {problem}
        </Text>
      ) : null}
    </Alert>
  )
}

/** Confirms the address from a verification link's token once, and says how many bookings joined. */
export function EmailConfirmation({ token, onConfirmed }: { token: string; onConfirmed?: () => void }) {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<{ claimed: number } | { problem: string } | null>(null)
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (sent.current === token) return
    sent.current = token
    confirmEmail(token)
      .then(({ claimed }) => {
        setOutcome({ claimed })
        onConfirmed?.()
      })
      .catch((error) => setOutcome({ problem: toApiError(error).message }))
  }, [token, onConfirmed])

  if (!outcome) return <Text size="sm">{t('verifyEmail.confirming')}</Text>
  if ('problem' in outcome) {
    return (
      <Alert color="red" role="alert">
        {outcome.problem}
      </Alert>
    )
  }
  return (
    <Alert color="teal" role="status" title={t('verifyEmail.confirmed')}>
      {outcome.claimed > 0
        ? t('verifyEmail.joined', { count: outcome.claimed })
        : t('verifyEmail.joinedNone')}
    </Alert>
  )
}
