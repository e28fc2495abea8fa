import { normalizePhone } from '@labsite/shared'
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTranslateMessage } from '../../../i18n/server-messages'
import { requestSignInCode, updateProfile, verifySignInCode } from '../api/sign-in-code'
import { type CodeProblem, codeProblem } from '../lib/sign-in-code-errors'
import { useSession } from '../stores/session-store'
import { FormMessage } from './FormMessage'
import '../../../i18n/locales/en-account'

type PhoneCodeFormProps = {
  onSignedIn: () => void
}

type Step = 'phone' | 'code' | 'name'

/**
 * Sign in with a code sent by SMS: the number, then the six digits, then (for an account the code just
 * made, whose name is still empty) the name once. The session is kept exactly as a password login's.
 */
export function PhoneCodeForm({ onSignedIn }: PhoneCodeFormProps) {
  const { t } = useTranslation()
  const translateMessage = useTranslateMessage()
  const signIn = useSession((state) => state.signIn)
  const updateUser = useSession((state) => state.updateUser)
  const [step, setStep] = useState<Step>('phone')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const say = (problem: CodeProblem) =>
    problem.waitMinutes
      ? `${translateMessage(problem.message)} ${t('auth.code.wait', { count: problem.waitMinutes })}`
      : translateMessage(problem.message)

  async function sendCode(event?: FormEvent) {
    event?.preventDefault()
    const e164 = normalizePhone(phone)
    if (!phone.trim()) return setFieldError(t('forms.fieldRequired', { field: t('auth.code.phone') }))
    if (!e164) return setFieldError(t('forms.invalidPhone', { field: t('auth.code.phone') }))
    setFieldError(null)
    setBusy(true)
    try {
      const answer = await requestSignInCode(e164)
      setNotice(translateMessage(answer.message))
      setCode('')
      setStep('code')
    } catch (failure) {
      setFieldError(say(codeProblem(failure)))
    } finally {
      setBusy(false)
    }
  }

  async function checkCode(event: FormEvent) {
    event.preventDefault()
    const digits = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(digits)) return setFieldError(t('auth.code.sixDigits'))
    setFieldError(null)
    setBusy(true)
    try {
      const answer = await verifySignInCode(normalizePhone(phone) ?? phone, digits)
      signIn(answer.token, answer.user)
      if (answer.user.name.trim() === '') {
        setNotice(null)
        setStep('name')
        setBusy(false)
      } else onSignedIn()
    } catch (failure) {
      setFieldError(say(codeProblem(failure)))
      setBusy(false)
    }
  }

  async function saveName(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setFieldError(t('forms.fieldRequired', { field: t('auth.fullName') }))
    setFieldError(null)
    setBusy(true)
    try {
      updateUser(await updateProfile({ name: name.trim() }))
      onSignedIn()
    } catch (failure) {
      setFieldError(say(codeProblem(failure)))
      setBusy(false)
    }
  }

  if (step === 'name')
    return (
      <form onSubmit={saveName} noValidate>
        <Stack gap="md">
          <Text>{t('auth.code.welcome')}</Text>
          <TextInput
            label={t('auth.fullName')}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
          />
          <Button type="submit" disabled={busy} fullWidth>
            {t('auth.code.saveName')}
          </Button>
        </Stack>
      </form>
    )

  if (step === 'code')
    return (
      <form onSubmit={checkCode} noValidate>
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
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
            error={fieldError}
          />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? t('auth.loggingIn') : t('auth.code.signIn')}
          </Button>
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setStep('phone')
                setFieldError(null)
              }}
            >
              {t('auth.code.otherNumber')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" disabled={busy} onClick={() => sendCode()}>
              {t('auth.code.resend')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    )

  return (
    <form onSubmit={sendCode} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.code.phone')}
          description={t('auth.code.phoneHint')}
          type="tel"
          autoComplete="tel"
          placeholder="98450 12345"
          required
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={fieldError}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t('auth.sending') : t('auth.code.send')}
        </Button>
      </Stack>
    </form>
  )
}
