import type { Knex } from 'knex'

/**
 * A refund says why the money went back (admins record it with a reason); entries made before keep an
 * empty reason. The ledger stays append-only: this only adds the column.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('reason', 500).notNullable().defaultTo('')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('reason')
  })
}
