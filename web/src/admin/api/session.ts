import type { AuthAnswer, LoginBody, PublicConfig, User } from '@labsite/shared'
import type { KyInstance } from 'ky'

/** POST /admin/login: staff and administrators sign in here (visitors are refused). */
export const adminLogin = (client: KyInstance, body: LoginBody) =>
  client.post('admin/login', { json: body }).json<AuthAnswer>()

/** GET /config: what the login form may show (the demo credentials in demo mode). */
export const getPublicConfig = (client: KyInstance) => client.get('config').json<PublicConfig>()

/** GET /user/me: the signed-in staff member; a revoked token answers 401, which ends the session. */
export const getMe = (client: KyInstance) => client.get('user/me').json<User>()
