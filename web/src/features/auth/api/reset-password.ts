import { api } from '../../../lib/api-client'

/** POST /api/auth/reset-password/{token} with the new password; 400 when the link is invalid, used or expired. */
export const resetPassword = (token: string, newPassword: string) =>
  api
    .post(`auth/reset-password/${encodeURIComponent(token)}`, { json: { newPassword } })
    .json<{ message: string }>()
