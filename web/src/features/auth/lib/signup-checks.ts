import { MESSAGES } from '@labsite/shared'

export interface SignupValues {
  name: string
  email: string
  phone: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
}

/** Spec §5, sign up, checked in this order: matching passwords, the required fields, accepted terms. */
export function signupProblem(values: SignupValues): string | null {
  if (values.password !== values.confirmPassword) return MESSAGES.passwordsDoNotMatch
  if (!values.name.trim() || !values.email.trim() || !values.password) return MESSAGES.signupRequired
  if (!values.acceptTerms) return MESSAGES.signupTerms
  return null
}
