import { MESSAGES } from '@labsite/shared'
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { requestPasswordReset } from '../api/forgot-password'
import { FormMessage } from './FormMessage'

/** Asks for a reset link; the answer never says whether the account exists (spec §8). */
export function ForgotPasswordForm() {
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } })
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)

  async function submit({ email }: typeof form.values) {
    setOutcome(null)
    setBusy(true)
    try {
      await requestPasswordReset(email.trim())
      setOutcome({ kind: 'success', text: MESSAGES.forgotPasswordSent })
    } catch {
      setOutcome({ kind: 'error', text: MESSAGES.forgotPasswordFailed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={PATHS.login}>
            Back to login
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
