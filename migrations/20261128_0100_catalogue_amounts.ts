import { amountOfPriceText, amountText, DEFAULT_PRICE_FORMAT } from '@labsite/shared'
import type { Knex } from 'knex'

/**
 * A service's price becomes a number (`amount`, null = on request), like every other catalogue item's;
 * its `price` text is derived from it from now on. Today's texts are read where they hold an amount
 * ("₹1,799", "Rs. 500", "1799+"); the others ("on request", "-5") are left on request and kept in
 * `unparsed_price`, so the admin can name each service whose price staff must set again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.decimal('amount', 12, 2).nullable()
    t.string('unparsed_price', 500).notNullable().defaultTo('')
  })
  const settings = await knex('documents').select('value').where({ key: 'global-settings' }).first()
  const value = typeof settings?.value === 'string' ? JSON.parse(settings.value) : settings?.value
  const code = value?.currency?.code
  const format =
    typeof code === 'string' ? { ...DEFAULT_PRICE_FORMAT, currencyCode: code } : DEFAULT_PRICE_FORMAT
  const rows: { id: string; price: string }[] = await knex('services').select('id', 'price')
  for (const row of rows) {
    const amount = amountOfPriceText(row.price)
    await knex('services')
      .where({ id: row.id })
      .update(
        amount === undefined
          ? { amount: null, price: '', unparsed_price: row.price.trim() }
          : { amount, price: amountText(amount, format), unparsed_price: '' },
      )
  }
}

export async function down(knex: Knex): Promise<void> {
  // The texts that held no amount come back as typed; the others as their derived text.
  await knex('services')
    .whereNot('unparsed_price', '')
    .update({ price: knex.ref('unparsed_price') })
  await knex.schema.alterTable('services', (t) => {
    t.dropColumn('amount')
    t.dropColumn('unparsed_price')
  })
}
