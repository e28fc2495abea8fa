import { createHash, randomBytes } from 'node:crypto'
import type { Knex } from 'knex'

/** Only this digest is stored: a leaked table does not hand out working reset links. */
export const digestOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A fresh 32-byte token for a link (base64url: 43 URL-safe characters). */
export const newResetToken = () => randomBytes(32).toString('base64url')

/** Single-use password reset tokens (table password_reset_tokens). Validity is judged by the database clock. */
export function createResetTokensRepository(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)('password_reset_tokens')

  return {
    /** Stores the digest of `token` and voids every older token of the same user. */
    async replaceForUser(
      userId: string,
      token: string,
      validMinutes: number,
      outer?: Knex.Transaction,
    ): Promise<void> {
      await (outer ?? knex).transaction(async (trx) => {
        await table(trx).where({ user_id: userId }).delete()
        await table(trx).insert({
          user_id: userId,
          token_hash: digestOf(token),
          expires_at: knex.raw(`now() + make_interval(mins => ?)`, [validMinutes]),
        })
      })
    },

    /** The user a still-valid (unused, unexpired) token belongs to, without using it up. */
    async findValidUserId(token: string, trx?: Knex.Transaction): Promise<string | null> {
      const row = await table(trx)
        .where({ token_hash: digestOf(token) })
        .whereNull('used_at')
        .andWhere('expires_at', '>', knex.fn.now())
        .first('user_id')
      return row?.user_id ?? null
    },

    /**
     * Marks the token used and answers its user, atomically: of two requests racing with one link,
     * exactly one gets the user. Null when the token is unknown, used or expired.
     */
    async consume(token: string, trx: Knex.Transaction): Promise<string | null> {
      const [row] = await table(trx)
        .where({ token_hash: digestOf(token) })
        .whereNull('used_at')
        .andWhere('expires_at', '>', knex.fn.now())
        .update({ used_at: knex.fn.now() })
        .returning('user_id')
      if (!row) return null
      // Any other link the user still holds dies with this reset.
      await table(trx).where({ user_id: row.user_id }).whereNull('used_at').delete()
      return row.user_id
    },
  }
}
