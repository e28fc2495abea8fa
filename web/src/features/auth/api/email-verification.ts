import type { EmailVerified } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/** POST /api/user/email-verification: mails a link that proves the account's address (202; 200 if proved). */
export const requestEmailVerification = () => api.post('user/email-verification').json<{ message: string }>()

/** POST /api/user/email-verification/confirm: the link's token; bookings made with the address join. */
export const confirmEmail = (token: string) =>
  api.post('user/email-verification/confirm', { json: { token } }).json<EmailVerified>()
