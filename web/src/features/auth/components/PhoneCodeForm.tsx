import { Button, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePhoneCodeSignIn } from '../hooks/use-phone-code-sign-in'
import { SignInCodeStep } from './SignInCodeStep'
import '../../../i18n/locales/en-account'

type PhoneCodeFormProps = {
  onSignedIn: () => void
}

/**
 * Sign in with a code sent by SMS: the number, then the six digits, then (for an account the code just
 * made, whose name is still empty) the name once. The session is kept exactly as a password login's.
 */
export function PhoneCodeForm({ onSignedIn }: PhoneCodeFormProps) {
  const { t } = useTranslation()
  const form = usePhoneCodeSignIn(onSignedIn)

  if (form.step === 'name')
    return (
      <form onSubmit={form.saveName} noValidate>
        <Stack gap="md">
          <Text>{t('auth.code.welcome')}</Text>
          <TextInput
            label={t('auth.fullName')}
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => form.setName(event.currentTarget.value)}
            error={form.fieldError}
            data-autofocus
          />
          <Button type="submit" disabled={form.busy} fullWidth>
            {t('auth.code.saveName')}
          </Button>
        </Stack>
      </form>
    )

  if (form.step === 'code')
    return (
      <SignInCodeStep
        phone={form.phone}
        code={form.code}
        onCodeChange={form.setCode}
        notice={form.notice}
        fieldError={form.fieldError}
        busy={form.busy}
        onSubmit={form.checkCode}
        onChangeNumber={form.changeNumber}
        onResend={() => form.sendCode()}
      />
    )

  return (
    <form onSubmit={form.sendCode} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.code.phone')}
          description={t('auth.code.phoneHint')}
          type="tel"
          autoComplete="tel"
          placeholder="98450 12345"
          required
          value={form.phone}
          onChange={(event) => form.setPhone(event.currentTarget.value)}
          error={form.fieldError}
        />
        <Button type="submit" disabled={form.busy} fullWidth>
          {form.busy ? t('auth.sending') : t('auth.code.send')}
        </Button>
      </Stack>
    </form>
  )
}
