import type { ServiceablePincode } from '@labsite/shared'
import type { Knex } from 'knex'

/** The PIN codes the lab collects at home from, each with its area. */
export function createPincodesRepository(knex: Knex) {
  const db = (trx?: Knex.Transaction) => trx ?? knex
  return {
    /** The areas the lab serves under these PIN codes (a code it does not serve has none). */
    async areasOf(pincodes: readonly string[]): Promise<Map<string, string>> {
      if (pincodes.length === 0) return new Map()
      const rows: { pincode: string; area: string }[] = await knex('serviceable_pincodes')
        .whereIn('pincode', [...pincodes])
        .select('pincode', 'area')
      return new Map(rows.map((row) => [row.pincode, row.area]))
    },

    async findPincode(pincode: string, trx?: Knex.Transaction): Promise<ServiceablePincode | null> {
      return (await db(trx)('serviceable_pincodes').where({ pincode }).first()) ?? null
    },

    async listPincodes(): Promise<ServiceablePincode[]> {
      return knex('serviceable_pincodes').orderBy('pincode').select('pincode', 'area')
    },

    /** Adds (or renames) the given PIN codes; with `replace`, every other PIN code is removed. */
    async importPincodes(
      pincodes: ServiceablePincode[],
      replace: boolean,
      outer?: Knex.Transaction,
    ): Promise<number> {
      const run = async (trx: Knex.Transaction) => {
        if (replace) await trx('serviceable_pincodes').delete()
        for (let i = 0; i < pincodes.length; i += 500) {
          await trx('serviceable_pincodes')
            .insert(pincodes.slice(i, i + 500))
            .onConflict('pincode')
            .merge(['area'])
        }
        const [row] = await trx('serviceable_pincodes').count({ n: '*' })
        return Number(row.n)
      }
      return outer ? run(outer) : knex.transaction(run)
    },

    async deletePincode(pincode: string, trx?: Knex.Transaction): Promise<boolean> {
      return (
        (await db(trx)('serviceable_pincodes').where({ pincode }).delete().returning('pincode')).length > 0
      )
    },
  }
}
