import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every answer. The CSP fits the built SPA: its own scripts only, images from
 * anywhere over https (content may link external images), inline styles because Mantine injects
 * <style> tags. Frames: the page's own and `blob:` ones, because the web admin prints a label, receipt
 * or slip PDF by loading its bytes into a hidden blob frame (web/src/admin/platform/print-pdf-in-browser.ts).
 * A blob URL can only be minted by script already running on this origin (script-src 'self'), so this
 * lets no other origin's content in; a same-origin URL for the PDF would not do, as its routes need the
 * staff token in a header and are themselves never framed (frame-ancestors 'none'). A route that needs another policy (Swagger UI at /api/docs) sets its own with
 * route option `helmet: { contentSecurityPolicy: ... }` or `helmet: false`.
 */
/**
 * Razorpay's Checkout (PAYMENT_PROVIDER=razorpay only): its script, the frame it opens and the calls
 * it makes. The SPA is one document, so the hosts are allowed on its pages; the script itself is added
 * only when a visitor presses "Pay now" (web/src/features/bookings/utils/razorpay-checkout.ts).
 */
const RAZORPAY_CHECKOUT = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
}

export default fp(
  async (app) => {
    const checkout = app.config.payments.provider === 'razorpay' ? RAZORPAY_CHECKOUT : null
    const plus = (directive: keyof typeof RAZORPAY_CHECKOUT) => checkout?.[directive] ?? []
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'connect-src': ["'self'", ...plus('connect-src')],
          'font-src': ["'self'", 'data:'],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'frame-src': ["'self'", 'blob:'],
          'img-src': ["'self'", 'https:', 'data:', 'blob:'],
          'object-src': ["'none'"],
          'script-src': ["'self'", ...plus('script-src')],
          ...(checkout ? { 'frame-src': ["'self'", ...plus('frame-src')] } : {}),
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
        },
      },
      // Sent by the hook below only over https: on plain http it is ignored at best, a trap at worst.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Public images (/uploads) are also shown by the desktop console, which runs on another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    })

    // request.protocol honours X-Forwarded-Proto when TRUST_PROXY is on.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    })
  },
  { name: 'security', dependencies: ['config'] },
)
