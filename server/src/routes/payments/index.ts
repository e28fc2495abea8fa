import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import daySummaryRoutes from './day-summary'
import paymentLedger from './payment-ledger'
import receipts from './receipt'

/** Payments at the front desk (one payments ledger): entries, receipts, the day's sheet. */
const payments: FastifyPluginAsyncTypebox = async (app) => {
  const bookings = app.bookingsRepository
  const ledger = app.paymentsRepository
  await app.register(paymentLedger, { bookings, payments: ledger })
  await app.register(receipts, { bookings, payments: ledger })
  await app.register(daySummaryRoutes, { payments: ledger })
}

export default payments
