import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type CheckoutDeps, checkoutKit } from './checkout-kit'
import onlinePaymentStatus from './online-payment-status'
import startOrder from './start-order'
import verifyCheckout from './verify-checkout'

/**
 * The visitor's side of paying online: an order for the booking's balance due (the server's figure,
 * never the browser's), Checkout's signature checked, and where the payment stands — paid only once
 * the gateway's capture is in the ledger.
 */
const checkout: FastifyPluginAsyncTypebox<CheckoutDeps> = async (app, deps) => {
  const kit = checkoutKit(app, deps)
  await app.register(startOrder, { ...deps, kit })
  await app.register(verifyCheckout, { ...deps, kit })
  await app.register(onlinePaymentStatus, { ...deps, kit })
}

export default checkout
