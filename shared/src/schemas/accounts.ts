import { type Static, Type } from 'typebox'
import { PASSWORD_MAX, PASSWORD_MIN, ROLES, type Role } from '../constants'
import { Email, Id, OptionalPhone, Phone, RequiredText } from './common'

// A union built from a mapped array is typed `never`; Unsafe keeps the same schema with the Role type.
export const RoleSchema = Type.Unsafe<Role>(Type.Union(ROLES.map((r) => Type.Literal(r))))

export const User = Type.Object({
  _id: Id,
  id: Id,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: RoleSchema,
  /** The owner opened a link mailed to `email`: bookings made with it, signed in or not, are theirs. */
  emailVerified: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
})
export type User = Static<typeof User>

/** The token from the link of an e-mail verification mail (`/profile#verify=…`). */
export const EmailVerificationConfirm = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 300 }) },
  { additionalProperties: false },
)
export type EmailVerificationConfirm = Static<typeof EmailVerificationConfirm>
/** How many bookings made with the address joined the account on confirming it. */
export const EmailVerified = Type.Object({ message: Type.String(), claimed: Type.Integer({ minimum: 0 }) })
export type EmailVerified = Static<typeof EmailVerified>

export const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })

export const RegisterBody = Type.Object({
  name: RequiredText(200),
  email: Email,
  password: Password,
  phone: Type.Optional(OptionalPhone),
})
export type RegisterBody = Static<typeof RegisterBody>

/** What a visitor may change of their account: the name (asked after a first sign-in by code) and phone. */
export const ProfilePatch = Type.Object(
  { name: Type.Optional(RequiredText(200)), phone: Type.Optional(OptionalPhone) },
  { additionalProperties: false },
)
export type ProfilePatch = Static<typeof ProfilePatch>

/** Sign in with a code: the number to send it to, then the number and the six digits it got. */
export const SignInCodeRequest = Type.Object({ phone: Phone })
export type SignInCodeRequest = Static<typeof SignInCodeRequest>
export const SignInCodeVerify = Type.Object({
  phone: Phone,
  code: Type.String({ pattern: '^\\s*\\d{6}\\s*$', minLength: 6, maxLength: 20 }),
})
export type SignInCodeVerify = Static<typeof SignInCodeVerify>

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
})
export type LoginBody = Static<typeof LoginBody>

export const AuthAnswer = Type.Object({
  token: Type.String(),
  user: User,
  /** Logins only: this device's token, to send as `X-Device-Token` on the next login (never locked out). */
  deviceToken: Type.Optional(Type.String()),
})
export type AuthAnswer = Static<typeof AuthAnswer>

export const ForgotPasswordBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) })
export const ResetPasswordBody = Type.Object({ newPassword: Password })
export const MessageAnswer = Type.Object({ message: Type.String() })

/** The first administrator, created through the setup link the server prints while it has none. */
export const AdminSetupBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  name: RequiredText(200),
  email: Email,
  password: Password,
})
export type AdminSetupBody = Static<typeof AdminSetupBody>
export const AdminSetupState = Type.Object({ open: Type.Boolean() })
export type AdminSetupState = Static<typeof AdminSetupState>
