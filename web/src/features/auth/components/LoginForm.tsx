import { EMAIL_PATTERN } from '@labsite/shared'
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
import '../../../i18n/locales/en-account'

const EMAIL = new RegExp(EMAIL_PATTERN)

type LoginFormProps = {
  onSignedIn: () => void
}

/** Visitor login: e-mail and password, checked by the server. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation()
  const translateMessage = useTranslateMessage()
  const signIn = useSession((state) => state.signIn)
  // The browser's own checks are off (noValidate): the app's messages, in the page's language, say what
  // is missing, every one at once.
  const form = useSmallForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) =>
        !value.trim()
          ? t('forms.fieldRequired', { field: t('common.email') })
          : EMAIL.test(value.trim())
            ? null
            : t('forms.invalidEmail'),
      password: (value) => (value ? null : t('forms.fieldRequired', { field: t('auth.password') })),
    },
  })
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
    <form onSubmit={form.onSubmit(submit)} noValidate>
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
