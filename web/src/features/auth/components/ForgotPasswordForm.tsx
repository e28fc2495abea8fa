import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { useSmallForm } from '../../../lib/use-small-form'
import { requestPasswordReset } from '../api/forgot-password'
import { FormMessage } from './FormMessage'
import '../../../i18n/locales/en-account'

/** Asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const form = useSmallForm({ mode: 'controlled', initialValues: { email: '' } })
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  async function submit({ email }: typeof form.values) {
    setOutcome(null)
    setBusy(true)
    try {
      await requestPasswordReset(email.trim())
      setOutcome({ kind: 'success', text: t('messages.forgotPasswordSent') })
    } catch {
      setOutcome({ kind: 'error', text: t('messages.forgotPasswordFailed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('auth.sending') : t('auth.sendResetLink')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={PATHS.login}>
            {t('auth.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
