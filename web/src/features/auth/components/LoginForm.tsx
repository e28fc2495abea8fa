import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { login } from '../api/login'
import { loginErrorMessage } from '../lib/error-messages'
import { useSession } from '../stores/session-store'
import { FormMessage } from './FormMessage'

type LoginFormProps = {
  onSignedIn: () => void
}

/** Visitor login (spec §2): e-mail and password, checked by the server. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const signIn = useSession((state) => state.signIn)
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' } })
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
      setError(loginErrorMessage(failure))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
        <Text size="sm" ta="center">
          Don't have an account?{' '}
          <Anchor component={Link} to={PATHS.signup}>
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
