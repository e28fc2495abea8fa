import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { formatPrice } from '@labsite/shared'
import type { SimulatorProvider } from '../../lib/infrastructure/payment-providers/simulator'
import { bodyValue } from '../../lib/kits/body-field'
import { escapeHtml } from '../../lib/rendering/escape-html'

const Params = Type.Object({ orderId: Type.String({ pattern: '^order_sim[0-9a-f]+$', maxLength: 100 }) })

/** The booking's own page with what Checkout would hand the browser, in its query. */
function returnPath(trackUrl: string, publicUrl: string, answer: Record<string, string>) {
  const [address, fragment] = trackUrl.slice(publicUrl.length).split('#')
  const query = new URLSearchParams(answer).toString()
  return `${address}&${query}${fragment ? `#${fragment}` : ''}`
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.card{border:1px solid #ced4da;border-radius:8px;padding:1rem}.note{color:#495057;font-size:.9rem}
form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #868e96;cursor:pointer}
.pay{background:#0b7285;color:#fff;border-color:#0b7285}</style></head>
<body><main class="card">${body}</main></body></html>`

/**
 * The payment simulator's checkout page (PAYMENT_PROVIDER=simulator, the default with DEMO=1): what
 * the order asks for, and "Pay" or "Fail". Either sends this server the signed webhook the real
 * gateway would, through the same webhook route, then takes the visitor back to their booking's page
 * with Checkout's answer. No script: two plain forms.
 */
const simulatorPage: FastifyPluginAsyncTypebox = async (app) => {
  const online = app.onlinePaymentsRepository
  const bookings = app.bookingsRepository
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  async function openOrder(orderId: string) {
    const provider = app.paymentProvider
    const order = await online.findOrder(orderId)
    if (provider?.name !== 'simulator' || !order?.booking_id || order.provider !== 'simulator') {
      throw app.httpErrors.notFound('No such simulated payment')
    }
    const booking = await bookings.findRow({ id: order.booking_id })
    if (!booking) throw app.httpErrors.notFound('No such simulated payment')
    return { provider: provider as SimulatorProvider, order, booking }
  }

  app.get('/pay/simulator/:orderId', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { order, booking } = await openOrder(request.params.orderId)
    const amount = formatPrice(Number(order.amount), { currencyCode: order.currency, locale: 'en-IN' })
    const action = `/pay/simulator/${encodeURIComponent(order.order_id)}`
    const done = order.state === 'paid'
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Payment simulator',
          `<h1>Payment simulator</h1>
<p>Booking <strong>${escapeHtml(booking.reference ?? '')}</strong></p>
<p>Amount <strong data-testid="simulator-amount">${escapeHtml(amount)}</strong></p>
<p class="note">A test gateway: no money moves. "Pay" captures the payment as Razorpay would; "Fail" declines it.</p>
${
  done
    ? '<p>This order is already paid.</p>'
    : `<form method="post" action="${action}"><input type="hidden" name="outcome" value="pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit">Fail</button></form>`
}`,
        ),
      )
  })

  app.post(
    '/pay/simulator/:orderId',
    {
      schema: {
        hide: true,
        params: Params,
        // A plain HTML form's body; read below (the JSON body schemas do not describe it).
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      const outcome = bodyValue(request, 'outcome')
      if (outcome !== 'pay' && outcome !== 'fail')
        throw app.httpErrors.badRequest('outcome must be pay or fail')
      const { provider, order, booking } = await openOrder(request.params.orderId)
      if (order.state === 'paid') throw app.httpErrors.conflict('This order is already paid')
      const { paymentId, signature } = await provider.simulate(
        { id: order.order_id, amount: Math.round(Number(order.amount) * 100), currency: order.currency },
        outcome,
      )
      const answer: Record<string, string> = signature
        ? { razorpay_order_id: order.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature }
        : { razorpay_order_id: order.order_id, payment_failed: '1' }
      const trackUrl = app.bookingLinks.trackUrl({ id: booking.id, reference: booking.reference ?? '' })
      return reply.redirect(returnPath(trackUrl, app.bookingLinks.publicUrl, answer), 303)
    },
  )
}

export default simulatorPage
