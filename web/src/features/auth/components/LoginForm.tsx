import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { useTranslateMessage } from '../../../i18n/server-messages'
import { useSmallForm } from '../../../lib/use-small-form'
import { login } from '../api/login'
import { loginErrorMessage } from '../lib/error-messages'
import { useSession } from '../stores/session-store'
import { FormMessage } from './FormMessage'

type LoginFormProps = {
  onSignedIn: () => void
}

/** Visitor login (spec §2): e-mail and password, checked by the server. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation()
  const translateMessage = useTranslateMessage()
  const signIn = useSession((state) => state.signIn)
  const form = useSmallForm({ mode: 'controlled', initialValues: { email: '', password: '' } })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit({ email, password }: typeof form.values) {
    setError(null)
    setBusy(true)
    try {
      const answer = await login({ email: email.trim(), password })
      signIn(answer.token, answer.user)
      onSignedIn()
    } catch (failure) {
      setError(translateMessage(loginErrorMessage(failure)))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('auth.loggingIn') : t('auth.login')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={PATHS.signup}>
            {t('auth.signup')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
