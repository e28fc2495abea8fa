import { MESSAGES } from '@labsite/shared'
import { type ApiError, toApiError } from '../../../lib/api-client'

function serverMessage(error: ApiError): string | null {
  const body = error.body
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message
  }
  return null
}

/** Spec §8, visitor login: refused credentials vs. anything unexpected (too many tries says so). */
export function loginErrorMessage(error: unknown): string {
  const apiError = toApiError(error)
  if (apiError.status === 429) return serverMessage(apiError) ?? MESSAGES.tooManyRequests
  if (apiError.status >= 400 && apiError.status < 500) return MESSAGES.loginFailed
  return MESSAGES.unexpectedError
}

/**
 * Spec §8, sign up, in order of preference: the server's message; on 400 'Invalid data…'; with any other
 * answer 'Failed to create account…'; with no answer at all 'No response from server…'.
 */
export function signupErrorMessage(error: unknown): string {
  const apiError = toApiError(error)
  const fromServer = serverMessage(apiError)
  if (fromServer) return fromServer
  if (apiError.status === 400) return MESSAGES.signupInvalidData
  return apiError.status > 0 ? MESSAGES.signupFailed : MESSAGES.noResponse
}
