import { PASSWORD_MIN } from '@labsite/shared'
import { Button, PasswordInput, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSmallForm } from '../../../lib/use-small-form'
import { resetPassword } from '../api/reset-password'
import { FormMessage } from './FormMessage'
import '../../../i18n/locales/en-account'

type ResetPasswordFormProps = {
  token: string
  /** Called once the new password is saved (the page then moves on to login). */
  onReset: () => void
}

/** Sets a new password with the token of the e-mailed link. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation()
  const form = useSmallForm({ mode: 'controlled', initialValues: { password: '', confirm: '' } })
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit({ password, confirm }: typeof form.values) {
    if (password !== confirm) {
      setError(t('messages.resetPasswordsDoNotMatch'))
      return
    }
    setError(null)
    setBusy(true)
    try {
      await resetPassword(token, password)
      setDone(true)
      onReset()
    } catch {
      setError(t('messages.resetPasswordFailed'))
    } finally {
      setBusy(false)
    }
  }

  if (done) return <FormMessage kind="success">{t('messages.passwordResetDone')}</FormMessage>
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <PasswordInput
          label={t('auth.newPassword')}
          description={t('auth.passwordHint', { count: PASSWORD_MIN })}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('auth.confirmNewPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('auth.resetting') : t('auth.resetPassword')}
        </Button>
      </Stack>
    </form>
  )
}
