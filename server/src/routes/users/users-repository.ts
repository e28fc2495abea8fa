import type { Role } from '@labsite/shared'
import type { Knex } from 'knex'
import { type NewUser, profileChange, type SessionRow, type UserRow } from './user-rows'

export { isDuplicateEmail, toUser, type UserRow } from './user-rows'

/** An account's row changed: its version for optimistic edits, and when. */
const accountChanged = (knex: Knex) => ({
  version: knex.raw('version + 1'),
  updated_at: knex.fn.now(),
})

/**
 * What a session token stands on: the password, the role and the token version. Each change that should
 * end the sessions issued before it bumps the token version.
 */
function createUserSessions(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)<UserRow>('users')
  return {
    /** A new password ends every session issued before it. */
    async setPassword(id: string, passwordHash: string, trx?: Knex.Transaction): Promise<UserRow | null> {
      const [row] = await table(trx)
        .where({ id })
        .update({
          password_hash: passwordHash,
          token_version: knex.raw('token_version + 1'),
          ...accountChanged(knex),
        })
        .returning('*')
      return row ?? null
    },

    /** Same hash strength upgrade as setPassword but keeps sessions: the password itself did not change. */
    async upgradeHash(id: string, passwordHash: string, trx?: Knex.Transaction): Promise<void> {
      await table(trx).where({ id }).update({ password_hash: passwordHash })
    },

    /** Every token issued so far stops working ("log out everywhere"). */
    async endSessions(id: string, trx?: Knex.Transaction): Promise<void> {
      await table(trx)
        .where({ id })
        .update({ token_version: knex.raw('token_version + 1'), ...accountChanged(knex) })
    },

    /** A role change also ends the user's sessions, so an old token cannot outlive a demotion. */
    async setRole(id: string, role: Role, trx?: Knex.Transaction): Promise<UserRow | null> {
      const [row] = await table(trx)
        .where({ id })
        .update({ role, token_version: knex.raw('token_version + 1'), ...accountChanged(knex) })
        .returning('*')
      return row ?? null
    },

    /**
     * What a session token is checked against: the account's role and token version, and whether this
     * token was revoked (a sign-out). Joins `revoked_tokens` (owned by the revoked-tokens repository).
     */
    async findSession(
      id: string,
      tokenId: string | null,
      trx?: Knex.Transaction,
    ): Promise<SessionRow | null> {
      const row = await table(trx)
        .select('id', 'role', 'email', 'name', 'token_version')
        .select(
          tokenId
            ? knex.raw('exists (select 1 from revoked_tokens where token_id = ?) as revoked', [tokenId])
            : knex.raw('false as revoked'),
        )
        .where({ id })
        .first()
      return (row as SessionRow | undefined) ?? null
    },

    /** Role and token version of each account, for sessions held open (the staff event stream). */
    async tokenVersionsOf(ids: readonly string[], trx?: Knex.Transaction) {
      return table(trx)
        .select('id', 'role', 'token_version')
        .whereIn('id', [...ids])
    },
  }
}

/** Which e-mail addresses and phone numbers an account has proved, and who owns a proved one. */
function createUserContactProofs(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)<UserRow>('users')
  return {
    /**
     * The account that has proved this e-mail address, or this phone number by a sign-in code (the
     * oldest when several have): a guest booking made with either is theirs.
     */
    async findProvedOwner(email: string, phone: string, trx?: Knex.Transaction): Promise<string | null> {
      const owner = await table(trx)
        .where((w) =>
          w
            .where((e) =>
              e.whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).whereNotNull('email_verified_at'),
            )
            .orWhere((p) => p.where({ phone }).whereNotNull('phone_verified_at')),
        )
        .orderBy('created_at')
        .first('id')
      return owner?.id ?? null
    },

    /** The account that proved this number before, else the oldest that typed it. */
    async findByPhone(phone: string, trx?: Knex.Transaction): Promise<UserRow | null> {
      const row =
        (await table(trx).where({ phone }).whereNotNull('phone_verified_at').first()) ??
        (await table(trx).where({ phone }).orderBy('created_at').first())
      return row ?? null
    },

    /** The number is proved (a sign-in code reached it). */
    async markPhoneVerified(id: string, trx?: Knex.Transaction): Promise<UserRow | null> {
      const [row] = await table(trx)
        .where({ id })
        .update({ phone_verified_at: knex.fn.now(), updated_at: knex.fn.now() })
        .returning('*')
      return row ?? null
    },

    /** The address is proved (its confirmation link was opened); a second opening changes nothing. */
    async markEmailVerified(id: string, trx?: Knex.Transaction): Promise<void> {
      await table(trx)
        .where({ id })
        .whereNull('email_verified_at')
        .update({ email_verified_at: knex.fn.now() })
    },
  }
}

/** Accounts. E-mails are kept as typed but compared case-insensitively (unique index on lower(email)). */
export function createUsersRepository(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)<UserRow>('users')

  return {
    ...createUserSessions(knex),
    ...createUserContactProofs(knex),

    async findByEmail(email: string, trx?: Knex.Transaction): Promise<UserRow | null> {
      const row = await table(trx).whereRaw('lower(email) = lower(?)', [email.trim()]).first()
      return row ?? null
    },

    async findById(id: string, trx?: Knex.Transaction): Promise<UserRow | null> {
      const row = await table(trx).where({ id }).first()
      return row ?? null
    },

    /** Throws a unique violation (see isDuplicateEmail) when the e-mail is taken in any letter case. */
    async create(user: NewUser, trx?: Knex.Transaction): Promise<UserRow> {
      const [row] = await table(trx)
        .insert({
          name: user.name.trim(),
          email: user.email.trim(),
          phone: user.phone?.trim() ?? '',
          password_hash: user.passwordHash,
          role: user.role ?? 'visitor',
        })
        .returning('*')
      return row
    },

    /** The visitor's own edit of their name or phone; a changed number is no longer a proved one. */
    async updateProfile(
      id: string,
      patch: { name?: string; phone?: string },
      trx?: Knex.Transaction,
    ): Promise<UserRow | null> {
      const current = await this.findById(id, trx)
      if (!current) return null
      const [row] = await table(trx)
        .where({ id })
        .update({ ...profileChange(current, patch), ...accountChanged(knex) })
        .returning('*')
      return row ?? null
    },

    async adminExists(trx?: Knex.Transaction): Promise<boolean> {
      const row = await table(trx).where({ role: 'admin' }).first('id')
      return Boolean(row)
    },

    /** The e-mail addresses of every staff and admin account. */
    async staffEmails(trx?: Knex.Transaction): Promise<string[]> {
      return table(trx).whereIn('role', ['staff', 'admin']).pluck('email')
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
