import { MESSAGES } from '@labsite/shared'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { loginErrorMessage, signupErrorMessage } from './error-messages'

describe('signupErrorMessage (in order of preference)', () => {
  it('shows the server’s own message first', () => {
    const taken = new ApiError(409, MESSAGES.emailTaken, { statusCode: 409, message: MESSAGES.emailTaken })
    expect(signupErrorMessage(taken)).toBe(MESSAGES.emailTaken)
    const invalid = new ApiError(400, 'email must be an e-mail address', {
      message: 'email must be an e-mail address',
    })
    expect(signupErrorMessage(invalid)).toBe('email must be an e-mail address')
  })

  it('falls back on the status, then on whether there was an answer at all', () => {
    expect(signupErrorMessage(new ApiError(400, 'Request failed with status 400', null))).toBe(
      MESSAGES.signupInvalidData,
    )
    expect(signupErrorMessage(new ApiError(502, 'Request failed with status 502', null))).toBe(
      MESSAGES.signupFailed,
    )
    // No answer while the browser is online: the server is at fault (restarting), not the connection.
    expect(signupErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.serverRestarting)
  })
})

describe('loginErrorMessage', () => {
  it('says the credentials failed when the server refused them', () => {
    expect(loginErrorMessage(new ApiError(401, MESSAGES.invalidCredentials, { message: 'x' }))).toBe(
      MESSAGES.loginFailed,
    )
  })
  it('says something unexpected happened when there was no usable answer', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.unexpectedError)
    expect(loginErrorMessage(new ApiError(500, 'Internal Server Error', null))).toBe(MESSAGES.unexpectedError)
  })
  it('passes on the wait when there were too many tries', () => {
    expect(
      loginErrorMessage(new ApiError(429, MESSAGES.tooManyRequests, { message: MESSAGES.tooManyRequests })),
    ).toBe(MESSAGES.tooManyRequests)
  })
})
