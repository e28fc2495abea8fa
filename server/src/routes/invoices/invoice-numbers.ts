import { type BookedMember, type BookingItem, type BookingTotal, labNow } from '@labsite/shared'
import type { Knex } from 'knex'
import { containsPattern, listPage } from '../../lib/kits/list-filters'
import { dateOnly } from '../../lib/kits/records'

/** The Indian financial year a lab date falls in: 2026-11-24 → '2026-27', 2027-02-01 → '2026-27'. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4))
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

export const invoiceNumber = (financialYear: string, sequence: number) =>
  `INV/${financialYear}/${String(sequence).padStart(6, '0')}`

/** What an invoice was issued for, kept with it: it outlives its booking (a tax document). */
export interface InvoicedBooking {
  reference: string
  name: string
  phone: string
  email: string
  items: BookingItem[]
  members: BookedMember[]
  familyMembers: number
  total: BookingTotal
}

export interface IssuedInvoice {
  id: string
  number: string
  issuedOn: string
  reference: string
  billTo: { name: string; phone: string; email: string }
  booked: { items: BookingItem[]; members: BookedMember[]; familyMembers: number }
  total: BookingTotal
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T

/** An invoices row as the invoice it is. */
export function issuedInvoiceOf(row: Record<string, unknown>): IssuedInvoice {
  return {
    id: String(row.id),
    number: String(row.number),
    issuedOn: dateOnly(row.issued_on as string | Date),
    reference: String(row.booking_reference ?? ''),
    billTo: json(row.bill_to),
    booked: json(row.booked),
    total: json(row.total),
  }
}

/** One issued invoice by its id. */
export async function findInvoiceById(knex: Knex, id: string): Promise<IssuedInvoice | null> {
  const row = await knex('invoices').where({ id }).first()
  return row ? issuedInvoiceOf(row) : null
}

/** A page of the invoice register, newest first; `q` matches number, booking reference or name. */
export async function invoiceRegisterPage(
  knex: Knex,
  filters: { q?: string; financialYear?: string },
  page: { limit?: number; offset?: number },
) {
  return listPage<Record<string, unknown>>(
    () => {
      const query = knex('invoices')
      if (filters.financialYear) query.where({ financial_year: filters.financialYear })
      const text = filters.q?.trim()
      if (text) {
        const pattern = containsPattern(text)
        query.where((any) =>
          any
            .whereILike('number', pattern)
            .orWhereILike('booking_reference', pattern)
            .orWhereRaw("bill_to->>'name' ilike ?", [pattern]),
        )
      }
      return query
    },
    page,
    {
      searchColumns: [],
      orderBy: [
        { column: 'financial_year', order: 'desc' },
        { column: 'sequence', order: 'desc' },
      ],
      tableName: 'invoices',
    },
  )
}

/** The invoice a booking was issued, if any. */
export async function findInvoice(trx: Knex.Transaction, bookingId: string): Promise<IssuedInvoice | null> {
  const existing = await trx('invoices').where({ booking_id: bookingId }).first()
  return existing ? issuedInvoiceOf(existing) : null
}

/**
 * The booking's invoice, issued the first time it is asked for: the next number of this financial
 * year (the counter row's lock makes concurrent issues queue), with the booking as it stands — who,
 * what and the total — kept as issued. Call inside a transaction that has locked the booking, so one
 * booking never gets two numbers.
 */
export async function issueInvoice(
  trx: Knex.Transaction,
  bookingId: string,
  booking: InvoicedBooking,
  now = new Date(),
): Promise<IssuedInvoice> {
  const existing = await findInvoice(trx, bookingId)
  if (existing) return existing
  const issuedOn = labNow(now).date
  const financialYear = financialYearOf(issuedOn)
  const [{ last }] = await trx('invoice_counters')
    .insert({ financial_year: financialYear, last: 1 })
    .onConflict('financial_year')
    .merge({ last: trx.raw('invoice_counters.last + 1') })
    .returning('last')
  const [row] = await trx('invoices')
    .insert({
      booking_id: bookingId,
      number: invoiceNumber(financialYear, last),
      financial_year: financialYear,
      sequence: last,
      issued_on: issuedOn,
      total: JSON.stringify(booking.total),
      booking_reference: booking.reference,
      bill_to: JSON.stringify({ name: booking.name, phone: booking.phone, email: booking.email }),
      booked: JSON.stringify({
        items: booking.items,
        members: booking.members,
        familyMembers: booking.familyMembers,
      }),
    })
    .returning('*')
  return issuedInvoiceOf(row)
}
