import { PASSWORD_MIN } from '@labsite/shared'
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { register } from '../api/register'
import { signupErrorMessage } from '../lib/error-messages'
import { type SignupValues, signupProblem } from '../lib/signup-checks'
import { useSession } from '../stores/session-store'
import { FormMessage } from './FormMessage'

type SignupFormProps = {
  onSignedUp: () => void
}

const EMPTY: SignupValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
}

/**
 * Sign up (spec §2, §5). The browser's own required-field checks are off so the spec's checks run in
 * their order and show their messages; the server checks again.
 */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const signIn = useSession((state) => state.signIn)
  // Uncontrolled: typing does not re-render the whole form, and nothing here shows values live.
  const form = useForm<SignupValues>({ mode: 'uncontrolled', initialValues: EMPTY })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(values: SignupValues) {
    const problem = signupProblem(values)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const phone = values.phone.trim()
      const answer = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(phone ? { phone } : {}),
      })
      signIn(answer.token, answer.user)
      onSignedUp()
    } catch (failure) {
      setError(signupErrorMessage(failure))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <TextInput
          label="Full Name"
          autoComplete="name"
          withAsterisk
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN} characters`}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          key={form.key('acceptTerms')}
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          label={
            <>
              I accept the{' '}
              <Anchor component={Link} to={PATHS.terms} target="_blank" inherit>
                terms and conditions
              </Anchor>
            </>
          }
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={PATHS.login}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
