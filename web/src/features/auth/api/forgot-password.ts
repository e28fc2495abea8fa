import { api } from '../../../lib/api-client'

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  api.post('auth/forgot-password', { json: { email } }).json<{ message: string }>()
