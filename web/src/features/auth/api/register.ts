import type { AuthAnswer, RegisterBody } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/** POST /api/user/register: creates the account (phone included) and signs it in. */
export const register = (body: RegisterBody) => api.post('user/register', { json: body }).json<AuthAnswer>()
