import { normalizePhone } from '@labsite/shared'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTranslateMessage } from '../../../i18n/server-messages'
import { requestSignInCode, updateProfile, verifySignInCode } from '../api/sign-in-code'
import { type CodeProblem, codeProblem } from '../lib/sign-in-code-errors'
import { useSession } from '../stores/session-store'

export type PhoneCodeStep = 'phone' | 'code' | 'name'

/**
 * The steps of signing in with a code sent by SMS, and what each step's form holds: the number sent
 * the code, the six digits checked (a sign-in kept exactly as a password login's), then the name saved
 * once for an account the code just made.
 */
export function usePhoneCodeSignIn(onSignedIn: () => void) {
  const { t } = useTranslation()
  const translateMessage = useTranslateMessage()
  const signIn = useSession((state) => state.signIn)
  const updateUser = useSession((state) => state.updateUser)
  const [step, setStep] = useState<PhoneCodeStep>('phone')
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

  /** Back to the number, to send the code to another one. */
  function changeNumber() {
    setStep('phone')
    setFieldError(null)
  }

  return {
    step,
    phone,
    setPhone,
    code,
    setCode,
    name,
    setName,
    fieldError,
    notice,
    busy,
    sendCode,
    checkCode,
    saveName,
    changeNumber,
  }
}
