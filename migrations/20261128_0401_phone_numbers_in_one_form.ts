import { normalizePhone } from '@labsite/shared'
import type { Knex } from 'knex'

/**
 * Phone numbers in one form: every stored number that normalizePhone reads is rewritten in E.164
 * (`+919845012345`), so the desk finds a patient whichever way the number was typed. A number it
 * cannot read (a landline, a typo) is left exactly as it was and counted, for staff to look at.
 */
const PHONE_COLUMNS: readonly [table: string, column: string][] = [
  ['users', 'phone'],
  ['consultations', 'phone'],
  ['contact_messages', 'phone'],
  ['referrals', 'referrer_phone'],
  ['referrals', 'friend_phone'],
]
const BATCH = 500

export async function up(knex: Knex): Promise<void> {
  for (const [table, column] of PHONE_COLUMNS) {
    let converted = 0
    let unreadable = 0
    let after = ''
    while (true) {
      const rows: { id: string; value: string }[] = await knex(table)
        .select('id', `${column} as value`)
        .where(column, '<>', '')
        .andWhere('id', '>', after || '00000000-0000-0000-0000-000000000000')
        .orderBy('id')
        .limit(BATCH)
      for (const row of rows) {
        const e164 = normalizePhone(row.value)
        if (e164 === null) unreadable++
        else if (e164 !== row.value) {
          await knex(table)
            .where({ id: row.id })
            .update({ [column]: e164 })
          converted++
        }
      }
      if (rows.length < BATCH) break
      after = rows[rows.length - 1].id
    }
    if (converted > 0 || unreadable > 0) {
      // The operator reads this in the start-up log: how many numbers changed and how many stay as typed.
      console.info(
        `phone numbers in ${table}.${column}: ${converted} rewritten in E.164, ${unreadable} left as typed (not a number normalizePhone reads)`,
      )
    }
  }
}

/** The typed forms are not kept: going back leaves the numbers in E.164, which every version reads. */
export async function down(): Promise<void> {}
