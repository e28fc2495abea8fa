import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { PAYMENT_PROVIDERS } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import type { GatewayLedger, Outcome } from './gateway-ledger'

const Received = Type.Object({
  received: Type.Boolean(),
  outcome: Type.String({ description: 'recorded, replay (already recorded), unknown (not ours) or ignored' }),
})

/**
 * The gateway's webhooks, the truth about money: the signature (HMAC-SHA256 of the raw body with the
 * webhook secret, `X-Razorpay-Signature`) is checked on the bytes as they arrived, before anything is
 * read from them; a wrong one is 400 and stores nothing. A right one is answered 200 whatever it
 * says — a replay or an order this server never made included — so the gateway stops retrying it.
 */
const webhook: FastifyPluginAsyncTypebox<{ ledger: GatewayLedger }> = async (app, { ledger }) => {
  // This plugin's own JSON parser keeps the raw text: re-serialising the parsed body would not give
  // the signed bytes back.
  const rawBodies = new WeakMap<object, string>()
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, typeof body === 'string' ? body : body.toString('utf8'))
    done(null, {})
  })

  app.post(
    '/payments/webhook/:provider',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The payment gateway's signed webhook (payment.captured, payment.failed, refund.processed, refund.failed)",
        params: Type.Object({
          provider: Type.String({ enum: [...PAYMENT_PROVIDERS] }),
        }),
        body: Type.Object(
          {},
          {
            description:
              "Razorpay's event JSON (entity, event, payload): read from the raw bytes once the signature is checked",
          },
        ),
        response: { 200: Received, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const provider = app.paymentProvider
      if (!provider || provider.name !== request.params.provider) {
        throw app.httpErrors.notFound(`Online payments through ${request.params.provider} are not set up`)
      }
      const raw = rawBodies.get(request)
      const signature = request.headers['x-razorpay-signature']
      const event = raw
        ? provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined)
        : null
      if (!event) {
        request.log.warn({ provider: provider.name }, 'payment webhook refused: signature does not match')
        throw app.httpErrors.badRequest('X-Razorpay-Signature does not match the body')
      }
      let outcome: Outcome | 'ignored'
      switch (event.kind) {
        case 'payment.captured':
          outcome = await ledger.recordCapture(request, provider.name, event.payment)
          break
        case 'payment.failed':
          outcome = await ledger.recordFailure(provider.name, event.payment)
          break
        case 'refund.processed':
          outcome = await ledger.recordRefund(request, provider.name, event)
          break
        case 'refund.failed':
          outcome = await ledger.recordRefundFailure(event)
          break
        default:
          outcome = 'ignored'
      }
      request.log.info({ provider: provider.name, event: event.kind, outcome }, 'payment webhook')
      return { received: true, outcome }
    },
  )
}

export default webhook
