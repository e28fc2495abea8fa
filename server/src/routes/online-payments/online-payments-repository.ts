import type { OnlinePaymentState } from '@labsite/shared'
import type { Knex } from 'knex'

export interface OnlineOrderRow {
  id: string
  booking_id: string | null
  provider: string
  order_id: string
  /** numeric(12,2) in the booking currency: the balance due when the order was made. */
  amount: string | number
  currency: string
  state: Exclude<OnlinePaymentState, 'none'>
  payment_id: string | null
  created_at: Date | string
  updated_at: Date | string
}

export interface OnlineRefundRow {
  id: string
  booking_id: string | null
  /** The ledger entry (an online payment) the refund gives money back from. */
  reverses: string
  provider: string
  provider_refund_id: string
  amount: string | number
  currency: string
  reason: string
  state: 'pending' | 'processed' | 'failed'
  requested_by: string | null
  requested_by_name: string
  created_at: Date | string
}

/** Orders asked of the gateway and refunds sent to it: what its webhooks are checked against. */
export function createOnlinePaymentsRepository(knex: Knex) {
  const orders = (trx?: Knex.Transaction) => (trx ?? knex)<OnlineOrderRow>('online_payment_orders')
  const refunds = (trx?: Knex.Transaction) => (trx ?? knex)<OnlineRefundRow>('online_refunds')
  return {
    async addOrder(
      order: Pick<OnlineOrderRow, 'booking_id' | 'provider' | 'order_id' | 'amount' | 'currency'>,
    ): Promise<OnlineOrderRow> {
      const [row] = await orders().insert(order).returning('*')
      return row
    },
    async findOrder(orderId: string, trx?: Knex.Transaction): Promise<OnlineOrderRow | null> {
      return (await orders(trx).where({ order_id: orderId }).first()) ?? null
    },
    /** The order a captured payment belongs to (its id is kept on the order when recorded). */
    async orderOfPayment(paymentId: string): Promise<OnlineOrderRow | null> {
      return (await orders().where({ payment_id: paymentId }).first()) ?? null
    },
    /** The booking's newest order: what "where is my payment" answers when no order is named. */
    async latestOrder(bookingId: string): Promise<OnlineOrderRow | null> {
      return (
        (await orders()
          .where({ booking_id: bookingId })
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .first()) ?? null
      )
    },
    async setOrderState(
      orderId: string,
      change: { state: OnlineOrderRow['state']; payment_id?: string },
      trx?: Knex.Transaction,
    ) {
      await orders(trx)
        .where({ order_id: orderId })
        .update({ ...change, updated_at: knex.fn.now() })
    },
    async addRefund(
      refund: Omit<OnlineRefundRow, 'id' | 'state' | 'created_at'>,
      trx?: Knex.Transaction,
    ): Promise<OnlineRefundRow> {
      const [row] = await refunds(trx).insert(refund).returning('*')
      return row
    },
    async findRefund(providerRefundId: string, trx?: Knex.Transaction): Promise<OnlineRefundRow | null> {
      return (await refunds(trx).where({ provider_refund_id: providerRefundId }).first()) ?? null
    },
    async setRefundState(providerRefundId: string, state: OnlineRefundRow['state'], trx?: Knex.Transaction) {
      await refunds(trx).where({ provider_refund_id: providerRefundId }).update({ state })
    },
    async refundsFor(bookingId: string): Promise<OnlineRefundRow[]> {
      return refunds().where({ booking_id: bookingId }).orderBy('created_at')
    },
    /** What is asked of the gateway for this payment and not yet confirmed or failed. */
    async pendingRefunded(paymentEntryId: string, trx?: Knex.Transaction): Promise<number> {
      const rows = await refunds(trx).where({ reverses: paymentEntryId, state: 'pending' }).select('amount')
      return rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0)
    },
  }
}

export type OnlinePaymentsRepository = ReturnType<typeof createOnlinePaymentsRepository>
