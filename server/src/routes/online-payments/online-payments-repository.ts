import type { OnlinePaymentState, OnlineRefund } from '@labsite/shared'
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
  /** The gateway's refund id; null while requested (stored before the gateway is asked). */
  provider_refund_id: string | null
  amount: string | number
  currency: string
  reason: string
  state: OnlineRefund['state']
  requested_by: string | null
  requested_by_name: string
  created_at: Date | string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
    /**
     * Holds a refund against its payment before the gateway is asked (`requested`, no gateway id yet):
     * called with the payment's row locked, so a second request sees it in what is left.
     */
    async requestRefund(
      refund: Omit<OnlineRefundRow, 'id' | 'state' | 'provider_refund_id' | 'created_at'>,
      trx: Knex.Transaction,
    ): Promise<OnlineRefundRow> {
      const [row] = await refunds(trx)
        .insert({ ...refund, state: 'requested', provider_refund_id: null })
        .returning('*')
      return row
    },
    /**
     * The gateway took the refund: its id is kept and a request becomes pending. A webhook that came
     * first (matched by our id in the refund's notes) may have stored the id and settled it already:
     * that state stays. Answers the row as it stands.
     */
    async refundAccepted(
      id: string,
      providerRefundId: string,
      trx: Knex.Transaction,
    ): Promise<OnlineRefundRow> {
      await refunds(trx)
        .where({ id })
        .whereNull('provider_refund_id')
        .update({ provider_refund_id: providerRefundId })
      await refunds(trx).where({ id, state: 'requested' }).update({ state: 'pending' })
      const [row] = await refunds(trx).where({ id })
      return row
    },
    /** The gateway refused a request: failed, so its amount is free again. */
    async refundRefused(id: string, trx: Knex.Transaction): Promise<OnlineRefundRow | null> {
      const [row] = await refunds(trx)
        .where({ id, state: 'requested' })
        .update({ state: 'failed' })
        .returning('*')
      return row ?? null
    },
    /**
     * The refund a webhook speaks of: by the gateway's id, or else by our own row id, which the
     * refund's notes carry (so one the gateway took before its id was stored here is still ours).
     */
    async findRefund(
      providerRefundId: string,
      ourId: string | null,
      trx?: Knex.Transaction,
    ): Promise<OnlineRefundRow | null> {
      const byGateway = await refunds(trx).where({ provider_refund_id: providerRefundId }).first()
      if (byGateway || !ourId || !UUID.test(ourId)) return byGateway ?? null
      return (await refunds(trx).where({ id: ourId }).whereNull('provider_refund_id').first()) ?? null
    },
    /** A webhook settled the refund: its state, and the gateway's id when it was not stored yet. */
    async settleRefund(
      id: string,
      change: { state: 'processed' | 'failed'; provider_refund_id: string },
      trx?: Knex.Transaction,
    ) {
      await refunds(trx).where({ id }).update({ state: change.state })
      await refunds(trx).where({ id }).whereNull('provider_refund_id').update({
        provider_refund_id: change.provider_refund_id,
      })
    },
    async refundsFor(bookingId: string): Promise<OnlineRefundRow[]> {
      return refunds().where({ booking_id: bookingId }).orderBy('created_at')
    },
    /** What is held against this payment: asked of the gateway (or being asked), not yet confirmed or failed. */
    async unsettledRefunded(paymentEntryId: string, trx: Knex.Transaction): Promise<number> {
      const rows = await refunds(trx)
        .where({ reverses: paymentEntryId })
        .whereIn('state', ['requested', 'pending'])
        .select('amount')
      return rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0)
    },
  }
}

export type OnlinePaymentsRepository = ReturnType<typeof createOnlinePaymentsRepository>
