import { type BookingTotal, labNow } from '@labsite/shared'
import type { Knex } from 'knex'
import { dateOnly } from '../../lib/records'

/** The Indian financial year a lab date falls in: 2026-11-24 → '2026-27', 2027-02-01 → '2026-27'. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4))
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

export const invoiceNumber = (financialYear: string, sequence: number) =>
  `INV/${financialYear}/${String(sequence).padStart(6, '0')}`

export interface IssuedInvoice {
  number: string
  issuedOn: string
  total: BookingTotal
}

/**
 * The booking's invoice, issued the first time it is asked for: the next number of this financial
 * year (the counter row's lock makes concurrent issues queue) and the total as it stands. Call inside
 * a transaction that has locked the booking, so one booking never gets two numbers.
 */
export async function issueInvoice(
  trx: Knex.Transaction,
  consultationId: string,
  total: BookingTotal,
  now = new Date(),
): Promise<IssuedInvoice> {
  const existing = await trx('invoices').where({ consultation_id: consultationId }).first()
  if (existing) {
    return {
      number: existing.number,
      issuedOn: dateOnly(existing.issued_on),
      total: typeof existing.total === 'string' ? JSON.parse(existing.total) : existing.total,
    }
  }
  const issuedOn = labNow(now).date
  const financialYear = financialYearOf(issuedOn)
  const [{ last }] = await trx('invoice_counters')
    .insert({ financial_year: financialYear, last: 1 })
    .onConflict('financial_year')
    .merge({ last: trx.raw('invoice_counters.last + 1') })
    .returning('last')
  const number = invoiceNumber(financialYear, last)
  await trx('invoices').insert({
    consultation_id: consultationId,
    number,
    financial_year: financialYear,
    sequence: last,
    issued_on: issuedOn,
    total: JSON.stringify(total),
  })
  return { number, issuedOn, total }
}
