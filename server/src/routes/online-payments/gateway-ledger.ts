import { errorField, labNow } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { GatewayPayment, GatewayRefund } from '../../lib/infrastructure/payment-providers/provider'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { ledgerEntryWritten } from '../payments/ledger-entry-written'
import { moneyText } from '../payments/money'
import type { NewPayment, PaymentRow, PaymentsRepository } from '../payments/payments-repository'
import type { OnlineOrderRow, OnlinePaymentsRepository, OnlineRefundRow } from './online-payments-repository'

export type GatewayLedgerDeps = {
  bookings: BookingsRepository
  payments: PaymentsRepository
  online: OnlinePaymentsRepository
}

/** What became of a gateway event: a new ledger entry, one already there, or nothing of ours. */
export type Outcome = 'recorded' | 'replay' | 'unknown'

/** Two deliveries of one event racing: the partial unique index stops the second. */
const isDuplicate = (error: unknown) => errorField(error, 'code') === '23505'

/** Who an online entry was "taken by" on the Day-end sheet: the gateway. */
export const gatewayTaker = (provider: string) => `Online (${provider})`

/** A ledger entry before it is placed in its booking's ledger. */
type UnplacedEntry = Omit<NewPayment, 'booking_id' | 'booking_reference' | 'position'>

/** The ledger entry of a captured payment, flagged when the gateway took another sum than the order's. */
function captureOf(payment: GatewayPayment, order: OnlineOrderRow, provider: string): UnplacedEntry {
  const ordered = Math.round(Number(order.amount) * 100)
  const differs = payment.amount !== ordered || payment.currency !== order.currency
  return {
    method: 'online',
    amount: payment.amount / 100,
    currency: payment.currency || order.currency,
    reference: payment.id,
    reverses: null,
    reason: '',
    flag: differs
      ? `Captured ${moneyText(payment.amount, payment.currency || order.currency)} for an order of ${moneyText(ordered, order.currency)}: check with the gateway`
      : null,
    created_by: null,
    created_by_name: gatewayTaker(provider),
    lab_day: labNow().date,
  }
}

/**
 * The ledger entry of a processed refund: one asked from this site carries its reason and who asked;
 * one made in the gateway's dashboard is flagged for staff (the money went back all the same).
 */
function reversalOf(
  refund: GatewayRefund,
  original: PaymentRow,
  asked: OnlineRefundRow | null,
  provider: string,
): UnplacedEntry {
  return {
    method: 'online',
    amount: -refund.amount / 100,
    currency: original.currency,
    reference: refund.refundId,
    reverses: original.id,
    reason: asked?.reason ?? '',
    flag: asked ? null : 'Refunded in the gateway, not from this site: no reason recorded',
    created_by: asked?.requested_by ?? null,
    created_by_name: asked?.requested_by_name ?? gatewayTaker(provider),
    lab_day: labNow().date,
  }
}

/**
 * Writes what the gateway confirmed into the booking's ledger through the ledger's own insert, with
 * the booking row locked as the desk does: a capture as one `online` entry (reference = the gateway's
 * payment id; a second delivery of it stores nothing), a processed refund as its reversal.
 */
export function gatewayLedger(app: FastifyInstance, { bookings, payments, online }: GatewayLedgerDeps) {
  async function once(write: () => Promise<Outcome>): Promise<Outcome> {
    try {
      return await write()
    } catch (error) {
      if (isDuplicate(error)) return 'replay'
      throw error
    }
  }

  /** A captured payment of an order this server made: its amount as captured, flagged if not the order's. */
  const recordCapture = (request: FastifyRequest, provider: string, payment: GatewayPayment) =>
    once(() =>
      app.knex.transaction(async (trx): Promise<Outcome> => {
        const order = payment.orderId ? await online.findOrder(payment.orderId, trx) : null
        if (!order || order.provider !== provider || !order.booking_id) return 'unknown'
        const booking = await bookings.findForUpdate(order.booking_id, trx)
        if (!booking) return 'unknown'
        if (await payments.findOnline(payment.id, trx)) return 'replay'
        const capture = captureOf(payment, order, provider)
        const { flag } = capture
        const rows = await payments.listFor(booking.id, trx)
        const stored = await payments.insert(
          {
            ...capture,
            booking_id: booking.id,
            booking_reference: booking.reference,
            position: rows.length + 1,
          },
          trx,
        )
        await online.setOrderState(order.order_id, { state: 'paid', payment_id: payment.id }, trx)
        await ledgerEntryWritten(app, request, trx, booking, stored, {
          gatewayPayment: payment.id,
          order: order.order_id,
          ...(flag ? { flag } : {}),
        })
        return 'recorded'
      }),
    )

  /** A failed attempt: the order is failed unless a capture already made it paid (events can cross). */
  async function recordFailure(provider: string, payment: GatewayPayment): Promise<Outcome> {
    const order = payment.orderId ? await online.findOrder(payment.orderId) : null
    if (!order || order.provider !== provider) return 'unknown'
    if (order.state === 'pending') await online.setOrderState(order.order_id, { state: 'failed' })
    return 'recorded'
  }

  /** The refund asked from this site that a webhook speaks of, if any (by the gateway's id or our note). */
  async function askedRefund(refund: GatewayRefund, reverses: string | null, trx?: Knex.Transaction) {
    const asked = await online.findRefund(refund.refundId, refund.siteRefundId, trx)
    return asked && (reverses === null || asked.reverses === reverses) ? asked : null
  }

  /**
   * A refund the gateway processed: the reversal of the online payment it belongs to. One asked from
   * this site carries its reason and who asked — matched by the gateway's id, or by our id in its
   * notes when the gateway's answer was not stored (yet); one made in the gateway's dashboard is
   * recorded too (the money went back) and flagged for staff. The payment's row is locked first, as a
   * refund request locks it, so what is left of it is counted once.
   */
  const recordRefund = (request: FastifyRequest, provider: string, refund: GatewayRefund) =>
    once(() =>
      app.knex.transaction(async (trx): Promise<Outcome> => {
        const found = await payments.findOnline(refund.paymentId, trx)
        if (!found || found.reverses || !found.booking_id) return 'unknown'
        const original = (await payments.lockForRefund(found.id, trx))?.payment
        if (!original?.booking_id) return 'unknown'
        const booking = await bookings.findForUpdate(original.booking_id, trx)
        if (!booking) return 'unknown'
        if (await payments.findOnline(refund.refundId, trx)) return 'replay'
        const asked = await askedRefund(refund, original.id, trx)
        const rows = await payments.listFor(booking.id, trx)
        const reversal = reversalOf(refund, original, asked, provider)
        const stored = await payments.insert(
          {
            ...reversal,
            booking_id: booking.id,
            booking_reference: booking.reference,
            position: rows.length + 1,
          },
          trx,
        )
        if (asked) {
          await online.settleRefund(
            asked.id,
            { state: 'processed', provider_refund_id: refund.refundId },
            trx,
          )
        }
        await ledgerEntryWritten(app, request, trx, booking, stored, {
          reverses: original.id,
          gatewayRefund: refund.refundId,
          reason: asked?.reason ?? null,
        })
        return 'recorded'
      }),
    )

  async function recordRefundFailure(refund: GatewayRefund): Promise<Outcome> {
    const asked = await askedRefund(refund, null)
    if (!asked) return 'unknown'
    if (asked.state === 'pending' || asked.state === 'requested') {
      await online.settleRefund(asked.id, { state: 'failed', provider_refund_id: refund.refundId })
    }
    return 'recorded'
  }

  return { recordCapture, recordFailure, recordRefund, recordRefundFailure }
}

export type GatewayLedger = ReturnType<typeof gatewayLedger>
