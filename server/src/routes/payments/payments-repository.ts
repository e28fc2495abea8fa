import {
  type BookingTotal,
  type DayReceipt,
  labNow,
  type PaymentEntry,
  type PaymentLedger,
  type PaymentMethod,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { toMinor } from './money'

export interface PaymentRow {
  id: string
  /** null once the booking was deleted: the entry stays in the books (migration 20261127_0602). */
  booking_id: string | null
  /** The booking's reference as it was, so the books say what an entry was for after the booking went. */
  booking_reference: string
  /** 1, 2, 3… within the booking, in the order the entries were made. */
  position: number
  method: PaymentMethod
  /** numeric(12,2): PostgreSQL answers it as text. Negative for a refund. */
  amount: string | number
  currency: string
  reference: string
  reverses: string | null
  /** Why a refund was made ('' for a payment, and for refunds from before reasons were asked). */
  reason: string
  /** Why staff should look at it (an online capture that differs from its order); null for most. */
  flag?: string | null
  created_by: string | null
  created_by_name: string
  lab_day: Date | string
  created_at: Date | string
}

export type NewPayment = Omit<PaymentRow, 'id' | 'created_at'>

const toMajor = (minor: number) => minor / 100

/**
 * A booking's ledger from its rows (oldest first) and its stored total: each entry with how much of
 * it has been refunded and the balance right after it, then what is paid and still due.
 */
export function toLedger(rows: readonly PaymentRow[], total: BookingTotal): PaymentLedger {
  const refunded = new Map<string, number>()
  for (const row of rows) {
    if (row.reverses) refunded.set(row.reverses, (refunded.get(row.reverses) ?? 0) - toMinor(row.amount))
  }
  const totalMinor = toMinor(total.total)
  let paidMinor = 0
  const entries: PaymentEntry[] = rows.map((row) => {
    paidMinor += toMinor(row.amount)
    return {
      id: row.id,
      bookingId: row.booking_id ?? '',
      kind: row.reverses ? 'refund' : 'payment',
      method: row.method,
      amount: Number(row.amount),
      currency: row.currency,
      reference: row.reference,
      reverses: row.reverses,
      reason: row.reason ?? '',
      refunded: toMajor(refunded.get(row.id) ?? 0),
      createdBy: { id: row.created_by, name: row.created_by_name },
      createdAt: new Date(row.created_at).toISOString(),
      balanceAfter: toMajor(totalMinor - paidMinor),
      ...(row.flag ? { flag: row.flag } : {}),
    }
  })
  return {
    entries,
    paid: toMajor(paidMinor),
    balance: toMajor(totalMinor - paidMinor),
    total: total.total,
    currency: total.currency,
  }
}

/** The payments ledger: rows are only ever added, never updated or deleted. */
export function createPaymentsRepository(knex: Knex) {
  const payments = (trx?: Knex.Transaction) => (trx ?? knex)<PaymentRow>('payments')
  return {
    /** A booking's entries in the order they were made. */
    async listFor(bookingId: string, trx?: Knex.Transaction): Promise<PaymentRow[]> {
      return payments(trx).where({ booking_id: bookingId }).orderBy('position')
    },

    async insert(payment: NewPayment, trx: Knex.Transaction): Promise<PaymentRow> {
      const [row] = await payments(trx).insert(payment).returning('*')
      return row
    },

    async find(id: string, trx?: Knex.Transaction): Promise<PaymentRow | null> {
      return (await payments(trx).where({ id }).first()) ?? null
    },

    /** Every entry of a lab-local day as its receipt names it, in the order they were made. */
    async dayReceipts(day: string): Promise<DayReceipt[]> {
      const rows: PaymentRow[] = await payments()
        .where({ lab_day: day })
        .orderBy([{ column: 'created_at' }, { column: 'booking_reference' }, { column: 'position' }])
      return rows.map((row) => ({
        number: `${row.booking_reference}/${row.position}`,
        paymentId: row.id,
        bookingId: row.booking_id,
        kind: row.reverses ? 'refund' : 'payment',
        time: labNow(new Date(row.created_at)).time,
        staffName: row.created_by_name,
        method: row.method,
        amount: Number(row.amount),
        currency: row.currency,
        reference: row.reference,
      }))
    },

    /**
     * Locks a payment's row until the transaction ends (`for update`) and answers it with what has
     * been refunded of it so far (minor units): what an online refund is checked and held against, so
     * two refunds of one payment are taken one after the other.
     */
    async lockForRefund(
      id: string,
      trx: Knex.Transaction,
    ): Promise<{ payment: PaymentRow; refunded: number } | null> {
      const payment = await payments(trx).where({ id }).forUpdate().first()
      if (!payment) return null
      const reversals = await payments(trx).where({ reverses: id }).select('amount')
      return { payment, refunded: reversals.reduce((sum, row) => sum - toMinor(row.amount), 0) }
    },

    /** The online entry with this gateway payment or refund id (unique among online entries). */
    async findOnline(gatewayId: string, trx?: Knex.Transaction): Promise<PaymentRow | null> {
      return (await payments(trx).where({ method: 'online', reference: gatewayId }).first()) ?? null
    },

    /** Every entry taken on a lab-local day, by staff member and method (the day-end summary). */
    async dayTotals(day: string) {
      const rows: {
        created_by: string | null
        created_by_name: string
        method: PaymentMethod
        currency: string
        received: string | number
        refunded: string | number
        entries: string | number
      }[] = await payments()
        .where({ lab_day: day })
        .groupBy('created_by', 'created_by_name', 'method', 'currency')
        .orderBy([{ column: 'created_by_name' }, { column: 'created_by' }, { column: 'method' }])
        .select(
          'created_by',
          'created_by_name',
          'method',
          'currency',
          knex.raw('coalesce(sum(case when amount > 0 then amount else 0 end), 0) as received'),
          knex.raw('coalesce(sum(case when amount < 0 then -amount else 0 end), 0) as refunded'),
          knex.raw('count(*) as entries'),
        )
      return rows.map((row) => ({
        staffId: row.created_by,
        staffName: row.created_by_name,
        method: row.method,
        currency: row.currency,
        received: toMinor(row.received),
        refunded: toMinor(row.refunded),
        entries: Number(row.entries),
      }))
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
