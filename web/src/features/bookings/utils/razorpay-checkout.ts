import type { OnlinePaymentOrder } from '@labsite/shared'

/** Razorpay's Checkout script: loaded only when a visitor pays, never with the site's own pages. */
export const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

export type CheckoutAnswer = {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

type RazorpayInstance = { open: () => void }
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<RazorpayConstructor> | null = null

function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = CHECKOUT_SCRIPT
    script.async = true
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load'))
    script.onerror = () => {
      loading = null
      reject(new Error('The payment page could not be loaded: check your connection and try again'))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * Opens Razorpay's Checkout for the server's order (UPI first, then cards): resolves with Checkout's
 * signed answer, or with null once the visitor closes it unpaid (a failed attempt can be retried
 * inside Checkout; the server then says whether the order failed).
 */
export async function payWithRazorpay(
  order: OnlinePaymentOrder,
  visitor: { name: string; email: string; phone: string },
): Promise<CheckoutAnswer | null> {
  const labName =
    document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ||
    window.location.hostname
  const Razorpay = await loadCheckout()
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: Math.round(order.amount * 100),
      currency: order.currency,
      name: labName,
      description: `Booking ${order.bookingReference}`,
      prefill: { name: visitor.name, email: visitor.email, contact: visitor.phone },
      config: {
        display: {
          sequence: ['block.upi', 'block.card'],
          blocks: {
            upi: { name: 'UPI', instruments: [{ method: 'upi' }] },
            card: { name: 'Cards', instruments: [{ method: 'card' }] },
          },
          preferences: { show_default_blocks: true },
        },
      },
      handler: (answer: CheckoutAnswer) => resolve(answer),
      modal: { ondismiss: () => resolve(null) },
    })
    checkout.open()
  })
}
