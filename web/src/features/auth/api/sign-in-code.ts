import type { AuthAnswer, ProfilePatch, User } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { deviceHeaders, rememberDevice } from '../../../lib/device-token'

/** POST /api/auth/otp: the server texts a six-digit code (it answers 202 alike for any number). */
export const requestSignInCode = (phone: string) =>
  api.post('auth/otp', { json: { phone } }).json<{ message: string }>()

/**
 * POST /api/auth/otp/verify: the answer of a password login, so the session and this device's token
 * are kept the same way (an unknown number comes back as a new account with an empty name).
 */
export const verifySignInCode = (phone: string, code: string) =>
  api
    .post('auth/otp/verify', { json: { phone, code }, headers: deviceHeaders() })
    .json<AuthAnswer>()
    .then(rememberDevice)

/** PATCH /api/user/me: the name a new account gives after its first sign-in by code. */
export const updateProfile = (body: ProfilePatch) => api.patch('user/me', { json: body }).json<User>()
