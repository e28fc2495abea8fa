import type { Knex } from 'knex'

/** Tokens signed out before they expire; a row outlives its token by nothing (purged hourly). */
export function createRevokedTokensRepository(knex: Knex) {
  const table = (trx?: Knex.Transaction) =>
    (trx ?? knex)<{ token_id: string; expires_at: Date }>('revoked_tokens')
  return {
    async revoke(tokenId: string, expiresAt: Date, trx?: Knex.Transaction): Promise<void> {
      await table(trx).insert({ token_id: tokenId, expires_at: expiresAt }).onConflict('token_id').ignore()
    },

    /** Which of `tokenIds` were signed out. */
    async revokedAmong(tokenIds: readonly string[], trx?: Knex.Transaction): Promise<string[]> {
      if (tokenIds.length === 0) return []
      return table(trx)
        .whereIn('token_id', [...tokenIds])
        .pluck('token_id')
    },

    async purgeExpired(now: Date, trx?: Knex.Transaction): Promise<void> {
      await table(trx).where('expires_at', '<', now).delete()
    },
  }
}

export type RevokedTokensRepository = ReturnType<typeof createRevokedTokensRepository>
