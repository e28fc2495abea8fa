import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import checkout from './checkout'
import { gatewayLedger } from './gateway-ledger'
import onlineRefunds from './online-refunds'
import webhook from './webhook'

/**
 * Paying online through a gateway (plugins/payment-provider): checkout for visitors, the gateway's
 * webhooks into the same ledger as the desk, and refunds back through the gateway.
 */
const onlinePayments: FastifyPluginAsyncTypebox = async (app) => {
  const bookings = app.bookingsRepository
  const payments = app.paymentsRepository
  const online = app.onlinePaymentsRepository
  const ledger = gatewayLedger(app, { bookings, payments, online })
  await app.register(checkout, { bookings, payments, online, ledger })
  await app.register(webhook, { ledger })
  await app.register(onlineRefunds, { bookings, payments, online })
}

export default onlinePayments
