import { normalizePhone } from '@labsite/shared'
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormMessage } from './FormMessage'
import '../../../i18n/locales/en-account'

/** The phone sign-in's second step: the six digits sent by SMS, another number, or a new code. */
export function SignInCodeStep({
  phone,
  code,
  onCodeChange,
  notice,
  fieldError,
  busy,
  onSubmit,
  onChangeNumber,
  onResend,
}: {
  phone: string
  code: string
  onCodeChange: (code: string) => void
  notice: string | null
  fieldError: string | null
  busy: boolean
  onSubmit: (event: FormEvent) => void
  onChangeNumber: () => void
  onResend: () => void
}) {
  const { t } = useTranslation()
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
        <TextInput
          label={t('auth.code.code')}
          description={t('auth.code.sentTo', { phone: normalizePhone(phone) ?? phone })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          onChange={(event) => onCodeChange(event.currentTarget.value.replace(/\D/g, ''))}
          error={fieldError}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('auth.loggingIn') : t('auth.code.signIn')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            {t('auth.code.otherNumber')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" disabled={busy} onClick={onResend}>
            {t('auth.code.resend')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
