import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import emailVerification, { createVerificationTokens } from './email-verification'
import logout from './logout'
import ownAccount from './own-account'
import passwordLogin from './password-login'
import signInByCode from './sign-in-by-code'
import signUp from './sign-up'

/**
 * Accounts: sign-up, login (visitors and the admin panel, by password or by a code sent to a phone),
 * e-mail verification, the signed-in user, logout and "log out everywhere".
 */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.usersRepository
  const verificationTokens = createVerificationTokens(app.config.jwtSecret)
  await app.register(emailVerification, {
    tokens: verificationTokens,
    findUser: (id) => repository.findById(id),
  })
  await app.register(signInByCode)
  await app.register(signUp, { verificationTokens })
  await app.register(passwordLogin)
  await app.register(ownAccount)
  await app.register(logout)
}

export default users
