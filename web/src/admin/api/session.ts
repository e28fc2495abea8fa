import type {
  AdminSetupBody,
  AdminSetupState,
  AuthAnswer,
  LoginBody,
  PublicConfig,
  User,
} from '@labsite/shared'
import type { KyInstance } from 'ky'
import { deviceHeaders, rememberDevice } from '../../lib/device-token'
import { adminKeys } from './query-keys'
import { type AdminRead, readOf } from './requests'

/** POST /admin/login: staff and administrators sign in here (visitors are refused). */
export const adminLogin = (client: KyInstance, body: LoginBody) =>
  client.post('admin/login', { json: body, headers: deviceHeaders() }).json<AuthAnswer>().then(rememberDevice)

/** GET /config: what the login form may show (the demo credentials in demo mode). */
export const publicConfigQuery: AdminRead<PublicConfig> = readOf(adminKeys.config, 'config')

/**
 * GET /user/me: the signed-in staff member; a revoked token answers 401, which ends the session.
 * Keyed by the token, so each new session asks again.
 */
export const meQuery = (token: string | null): AdminRead<User> => readOf([...adminKeys.me, token], 'user/me')

/** GET /admin/setup: whether the first administrator still has to be created. */
export const adminSetupQuery: AdminRead<AdminSetupState> = readOf(adminKeys.adminSetup, 'admin/setup')

/** POST /admin/setup: creates the first administrator with the token of the printed setup link. */
export const setUpFirstAdmin = (client: KyInstance, body: AdminSetupBody) =>
  client.post('admin/setup', { json: body }).json<AuthAnswer>()

/**
 * Ends the staff session on the server (this one, or every one of the account), before the panel
 * forgets the token; a failure to reach the server does not keep anyone signed in here.
 */
export async function endStaffSession(client: KyInstance, scope: 'this' | 'everywhere'): Promise<void> {
  await client
    .post(scope === 'everywhere' ? 'user/logout-all' : 'user/logout', { json: {} })
    .catch(() => undefined)
}
