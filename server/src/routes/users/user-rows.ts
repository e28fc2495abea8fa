import type { Role, User } from '@labsite/shared'
import type { RowMeta } from '../../lib/kits/records'

export interface UserRow extends RowMeta {
  name: string
  email: string
  phone: string
  password_hash: string
  role: Role
  token_version: number
  email_verified_at: Date | string | null
  phone_verified_at: Date | string | null
}

export interface NewUser {
  name: string
  email: string
  phone?: string
  passwordHash: string
  role?: Role
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

/** The public face of an account: never the hash or the token version. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    emailVerified: row.email_verified_at != null,
    createdAt: iso(row.created_at),
  }
}

/** An account as a session sees it, and whether the session's token was revoked. */
export type SessionRow = Pick<UserRow, 'id' | 'role' | 'email' | 'name' | 'token_version'> & {
  revoked: boolean
}

/** PostgreSQL's unique violation: here, the lower(email) index refusing a second account. */
export const isDuplicateEmail = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'

/** The visitor's own edit of their name or phone, as stored: a changed number is no longer a proved one. */
export function profileChange(current: Pick<UserRow, 'phone'>, patch: { name?: string; phone?: string }) {
  const phoneChanged = patch.phone !== undefined && patch.phone !== current.phone
  return {
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    ...(phoneChanged ? { phone: patch.phone, phone_verified_at: null } : {}),
  }
}
