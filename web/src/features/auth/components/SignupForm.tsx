import { EMAIL_PATTERN, MESSAGES, normalizePhone, PASSWORD_MIN } from '@labsite/shared'
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CheckboxField } from '../../../components/CheckboxField'
import { TaggedText } from '../../../components/TaggedText'
import { PATHS } from '../../../config/paths'
import { useTranslateMessage } from '../../../i18n/server-messages'
import { useSmallForm } from '../../../lib/use-small-form'
import { register } from '../api/register'
import { signupErrorMessage } from '../lib/error-messages'
import { useSession } from '../stores/session-store'
import { FormMessage } from './FormMessage'
import '../../../i18n/locales/en-account'

interface SignupValues {
  name: string
  email: string
  phone: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
}

const EMAIL = new RegExp(EMAIL_PATTERN)

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
 * Sign up (docs/product.md). The browser's own checks are off (noValidate): on submit every problem shows
 * at its field at once, in the page's language, and focus goes to the first (useSmallForm); the server
 * checks again.
 */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const { t } = useTranslation()
  const translateMessage = useTranslateMessage()
  const signIn = useSession((state) => state.signIn)
  // Uncontrolled: typing does not re-render the whole form, and nothing here shows values live.
  const form = useSmallForm<SignupValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      name: (value) => (value.trim() ? null : t('forms.fieldRequired', { field: t('auth.fullName') })),
      email: (value) =>
        !value.trim()
          ? t('forms.fieldRequired', { field: t('common.email') })
          : EMAIL.test(value.trim())
            ? null
            : t('forms.invalidEmail'),
      // The number is optional; when given it is one the server can read (normalizePhone), else the field says so.
      phone: (value) =>
        !value.trim() || normalizePhone(value)
          ? null
          : t('forms.invalidPhone', { field: t('auth.phoneNumber') }),
      password: (value) =>
        !value
          ? t('forms.fieldRequired', { field: t('auth.password') })
          : value.length < PASSWORD_MIN
            ? t('auth.passwordHint', { count: PASSWORD_MIN })
            : null,
      confirmPassword: (value, values) =>
        value === values.password ? null : translateMessage(MESSAGES.passwordsDoNotMatch),
      acceptTerms: (value) => (value ? null : translateMessage(MESSAGES.signupTerms)),
    },
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(values: SignupValues) {
    setError(null)
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
      setError(translateMessage(signupErrorMessage(failure)))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <TextInput
          label={t('auth.fullName')}
          autoComplete="name"
          withAsterisk
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('auth.phoneNumber')}
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <PasswordInput
          label={t('auth.password')}
          description={t('auth.passwordHint', { count: PASSWORD_MIN })}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <CheckboxField
          key={form.key('acceptTerms')}
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          label={
            <TaggedText
              text={t('auth.acceptTerms')}
              components={{ terms: <Anchor component={Link} to={PATHS.terms} target="_blank" inherit /> }}
            />
          }
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={PATHS.login}>
            {t('auth.login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
