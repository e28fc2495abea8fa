import { MESSAGES, PASSWORD_MIN } from '@labsite/shared'
import { Button, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { resetPassword } from '../api/reset-password'
import { FormMessage } from './FormMessage'

type ResetPasswordFormProps = {
  token: string
  /** Called once the new password is saved (the page then moves on to login). */
  onReset: () => void
}

/** Sets a new password with the token of the e-mailed link. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const form = useForm({ mode: 'controlled', initialValues: { password: '', confirm: '' } })
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit({ password, confirm }: typeof form.values) {
    if (password !== confirm) {
      setError(MESSAGES.resetPasswordsDoNotMatch)
      return
    }
    setError(null)
    setBusy(true)
    try {
      await resetPassword(token, password)
      setDone(true)
      onReset()
    } catch {
      setError(MESSAGES.resetPasswordFailed)
    } finally {
      setBusy(false)
    }
  }

  if (done) return <FormMessage kind="success">{MESSAGES.passwordResetDone}</FormMessage>
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <PasswordInput
          label="New Password"
          description={`At least ${PASSWORD_MIN} characters`}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Stack>
    </form>
  )
}
