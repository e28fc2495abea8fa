import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Knex } from 'knex'
import type { Clock } from '../../lib/infrastructure/clock'

/** Wrong codes a number may type before its code is burned and a new one must be asked for. */
export const SIGN_IN_CODE_TRIES = 5
export const SIGN_IN_CODE_MS = 10 * 60_000

interface CodeRow {
  phone: string
  code_hash: string
  wrong_tries: number
  expires_at: Date | string
}

/** `burned`: the last wrong try; `none`: no live code (expired, used, never sent). */
export type CodeCheck = { result: 'ok' | 'wrong' | 'burned' | 'none' }

/**
 * One live sign-in code per number: six random digits, kept only as an HMAC (keyed with the server's
 * secret, so a copy of the table cannot be tried offline), valid SIGN_IN_CODE_MS by the injected clock,
 * burned after SIGN_IN_CODE_TRIES wrong tries or its one right one.
 */
export function createSignInCodes(knex: Knex, secret: string, clock: Clock) {
  const hash = (phone: string, code: string) =>
    createHmac('sha256', secret).update(`sign-in-code:${phone}:${code}`).digest('hex')
  const table = (trx?: Knex.Transaction) => (trx ?? knex)<CodeRow>('sign_in_codes')

  return {
    /** A new code for the number, replacing any earlier one. */
    async issue(phone: string): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const row = {
        phone,
        code_hash: hash(phone, code),
        wrong_tries: 0,
        expires_at: new Date(clock().getTime() + SIGN_IN_CODE_MS),
      }
      await table().insert(row).onConflict('phone').merge()
      return code
    },

    /** Checks a typed code in the caller's transaction: a right one is used up, a wrong one counted. */
    async check(phone: string, code: string, trx: Knex.Transaction): Promise<CodeCheck> {
      const row = await table(trx).where({ phone }).forUpdate().first()
      if (!row) return { result: 'none' }
      if (new Date(row.expires_at).getTime() <= clock().getTime()) {
        await table(trx).where({ phone }).delete()
        return { result: 'none' }
      }
      const typed = Buffer.from(hash(phone, code), 'hex')
      if (timingSafeEqual(typed, Buffer.from(row.code_hash, 'hex'))) {
        await table(trx).where({ phone }).delete()
        return { result: 'ok' }
      }
      if (row.wrong_tries + 1 >= SIGN_IN_CODE_TRIES) {
        await table(trx).where({ phone }).delete()
        return { result: 'burned' }
      }
      await table(trx)
        .where({ phone })
        .update({ wrong_tries: row.wrong_tries + 1 })
      return { result: 'wrong' }
    },
  }
}
