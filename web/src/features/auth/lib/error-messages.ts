import { MESSAGES } from '@labsite/shared'
import { toApiError } from '../../../lib/api-client'

/** Visitor login: refused credentials vs. anything unexpected (too many tries says so). */
export function loginErrorMessage(error: unknown): string {
  const apiError = toApiError(error)
  if (apiError.status === 429) return apiError.serverMessage ?? MESSAGES.tooManyRequests
  if (apiError.status >= 400 && apiError.status < 500) return MESSAGES.loginFailed
  return MESSAGES.unexpectedError
}

/**
 * Sign up, in order of preference: the server's message; on 400 'Invalid data…'; with any other
 * answer 'Failed to create account…'; with no answer at all 'No response from server…'.
 */
export function signupErrorMessage(error: unknown): string {
  const apiError = toApiError(error)
  if (apiError.serverMessage) return apiError.serverMessage
  if (apiError.status === 400) return MESSAGES.signupInvalidData
  return apiError.status > 0 ? MESSAGES.signupFailed : apiError.message
}
