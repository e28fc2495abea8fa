import fp from 'fastify-plugin'
import type { PaymentProvider } from '../lib/infrastructure/payment-providers/provider'
import { createRazorpayProvider } from '../lib/infrastructure/payment-providers/razorpay'
import {
  createSimulatorProvider,
  type SimulatorProvider,
} from '../lib/infrastructure/payment-providers/simulator'

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment gateway; null when PAYMENT_PROVIDER is unset (no online payment offered). */
    paymentProvider: PaymentProvider | SimulatorProvider | null
  }
}

/** The webhook route each gateway posts to (routes/online-payments/webhook.ts). */
export const webhookPath = (provider: string) => `/api/payments/webhook/${provider}`

/**
 * Online payments' gateway, chosen by PAYMENT_PROVIDER (config.ts checked its keys at start). The
 * simulator delivers its webhooks to this same server through the webhook route, signature and all.
 * One line at start says which gateway is on; the secrets are never logged.
 */
export default fp(
  async (app) => {
    const config = app.config.payments
    let provider: PaymentProvider | SimulatorProvider | null = null
    if (config.provider === 'razorpay') {
      provider = createRazorpayProvider(config)
    } else if (config.provider === 'simulator') {
      provider = createSimulatorProvider(app.config.jwtSecret, async (rawBody, signature) => {
        const answer = await app.inject({
          method: 'POST',
          url: webhookPath('simulator'),
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
          payload: rawBody,
        })
        if (answer.statusCode !== 200) {
          throw new Error(`the simulator's webhook was refused: ${answer.statusCode} ${answer.body}`)
        }
      })
    }
    app.decorate('paymentProvider', provider)
    app.log.info(
      provider
        ? `online payments: ${provider.name}${provider.name === 'razorpay' ? ` (key ${provider.keyId})` : ''}`
        : 'online payments: off (PAYMENT_PROVIDER unset)',
    )
  },
  { name: 'payment-provider', dependencies: ['config'] },
)
