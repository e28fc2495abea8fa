import { httpErrors } from '@fastify/sensible'
import { amountOfPriceText, amountText, DEFAULT_PRICE_FORMAT, type GlobalSettings } from '@labsite/shared'
import type { Knex } from 'knex'
import type { Fields } from '../../lib/kits/crud-repository'
import { readDocument } from '../../lib/kits/documents-repository'

/** The display text is written in the Global tab's currency (clients reformat it in the visitor's locale). */
async function siteFormat(trx: Knex.Transaction) {
  const code = (await readDocument<GlobalSettings>(trx, 'global-settings')).currency?.code
  return typeof code === 'string' ? { ...DEFAULT_PRICE_FORMAT, currencyCode: code } : DEFAULT_PRICE_FORMAT
}

/**
 * A service write's price: `amount` is the price, and `price` its display text derived from it. A write
 * with only a `price` text (an older client, the first client's multipart form) has the amount read from it;
 * a text holding none is refused naming the field. Either clears the note of an unreadable old text.
 */
export async function servicePriceFields(fields: Fields, trx: Knex.Transaction): Promise<Fields> {
  const text = typeof fields.price === 'string' ? fields.price.trim() : ''
  const amountSent = fields.amount !== undefined && fields.amount !== null
  if (!amountSent && text !== '') {
    const amount = amountOfPriceText(text)
    if (amount === undefined) {
      throw httpErrors.badRequest(
        `price: "${text}" holds no price a booking can be charged; send amount as a number from 0 to 1000000 with at most 2 decimals, or null for price on request`,
      )
    }
    return { ...fields, amount, price: amountText(amount, await siteFormat(trx)), unparsedPrice: '' }
  }
  if (fields.amount === undefined) return fields
  const amount = fields.amount as number | null
  return { ...fields, price: amountText(amount, await siteFormat(trx)), unparsedPrice: '' }
}
