import { MESSAGES } from '@labsite/shared'
import { toApiError } from '../../../lib/api-client'

/** What a refused code or code request shows at its field: one of MESSAGES, or the server's own reason. */
export type CodeProblem = { message: string; waitMinutes?: number }

/**
 * The server's refusal of a sign-in code request or try: its message (wrong, expired, burned, a number
 * the field refuses) as it said it; a rate limit with the wait its Retry-After gives, rounded up to
 * whole minutes so "wait 1 minute" never undersells it.
 */
export function codeProblem(error: unknown): CodeProblem {
  const apiError = toApiError(error)
  if (apiError.status === 429) {
    const waitMinutes =
      apiError.retryAfterMs !== undefined ? Math.max(1, Math.ceil(apiError.retryAfterMs / 60_000)) : undefined
    return { message: apiError.serverMessage ?? MESSAGES.tooManyRequests, waitMinutes }
  }
  if (apiError.status >= 400 && apiError.status < 500 && apiError.serverMessage)
    return { message: apiError.serverMessage }
  if (apiError.status === 0) return { message: apiError.message }
  return { message: MESSAGES.unexpectedError }
}
