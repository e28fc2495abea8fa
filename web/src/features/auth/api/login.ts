import type { AuthAnswer, LoginBody } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { deviceHeaders, rememberDevice } from '../../../lib/device-token'

/** POST /api/user/login: a real login, answered with the token and the user. */
export const login = (body: LoginBody) =>
  api.post('user/login', { json: body, headers: deviceHeaders() }).json<AuthAnswer>().then(rememberDevice)
