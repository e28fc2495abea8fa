import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'
import { hashPassword } from './users/passwords'
import { createUsersRepository } from './users/users-repository'

/**
 * Every route the app has — including routes added later by anyone — must refuse a request without a
 * token (401) and a visitor's token (403), unless docs/api.md makes it public. Public means this list, nothing else.
 */
const PUBLIC_GET_PREFIXES = [
  // Catalogue and content ("GET public"), their single records included.
  '/api/service',
  // A shared report opens with its link alone.
  '/api/shared-reports',
  '/api/blood-tests',
  '/api/thyroid-packages',
  '/api/offers',
  '/api/menu',
  '/api/sliders',
  '/api/background-images',
  '/api/business-contact',
  '/api/site-settings',
  '/api/global-settings',
  '/api/content/banner',
  '/api/content/about',
  '/api/content/testimonials',
  '/api/content/faqs',
  '/api/content/blogs',
  // Booking calendar: a day's free slots, whether a PIN code is served.
  '/api/slots',
  '/api/pincodes',
  // Operations.
  '/api/health',
  '/api/config',
  '/api/docs',
  // Whether the first administrator still has to be made; the POST needs the printed link.
  '/api/admin/setup',
  // A preview link opens with its signed token alone, e.g. on a colleague's phone.
  '/api/preview',
  // Per-page titles, descriptions and share images: every public page reads them.
  '/api/page-seo',
]

const PUBLIC_POSTS = [
  '/api/consult/consultation',
  '/api/contact',
  '/api/referrals',
  '/api/user/register',
  '/api/user/login',
  '/api/admin/login',
  '/api/admin/setup',
  '/api/auth/forgot-password',
  '/api/auth/reset-password/:param',
  // Guests follow their booking with its reference, rate-limited.
  '/api/bookings/lookup',
  '/api/bookings/report-code',
  '/api/bookings/reports/:param',
  // Guests move or cancel their booking until the lab confirms it, rate-limited.
  '/api/bookings/cancel',
  '/api/bookings/reschedule',
  '/api/bookings/invoice',
  // The opt-out link of a WhatsApp message and its way back on, and a guest's report links from the track page (proved by
  // the booking's signed link): no sign-in, rate-limited (bookings/visitor-bookings.ts, report-shares.ts).
  '/api/bookings/messages-off',
  '/api/bookings/messages-on',
  '/api/bookings/reports/:param/share',
  '/api/bookings/shares',
  '/api/bookings/shares/:param/revoke',
  // The link of an e-mail verification mail works on a device that is not signed in.
  '/api/user/email-verification/confirm',
  // Sign in by a code sent by SMS (routes/users/sign-in-by-code.ts), rate-limited.
  '/api/auth/otp',
  '/api/auth/otp/verify',
  // The basket's total before sending a booking, priced as the booking will be.
  '/api/bookings/quote',
  // Paying online: the owner's token or the booking's reference and contact (online-payments/booking-access.ts).
  '/api/bookings/:param/online-payment',
  '/api/bookings/:param/online-payment/verify',
  '/api/bookings/:param/online-payment/status',
  '/api/bookings/:param/online-payment/receipt',
  // Gateways prove themselves by a signature or shared secret, not a token.
  '/api/payments/webhook/:param',
  '/api/messages/inbound',
]

/** Public routes that also take a token when there is one (a signed-in visitor's booking is theirs). */
const OPTIONALLY_SIGNED_IN: string[] = []

/** Any signed-in user, visitors included. */
const SIGNED_IN = [
  'GET /api/user/me',
  'PATCH /api/user/me',
  'POST /api/user/logout',
  'POST /api/user/logout-all',
  'POST /api/user/email-verification',
  // "My bookings": each answers only the visitor's own bookings.
  'GET /api/user/bookings',
  'POST /api/user/bookings/claim',
  'POST /api/user/bookings/:param/cancel',
  'POST /api/user/bookings/:param/reschedule',
  'GET /api/user/bookings/:param/invoice',
  // Sharing a report with a doctor (docs/product.md): the visitor's own links; opening one needs only the link.
  'POST /api/user/bookings/:param/reports/:param/share',
  'GET /api/user/bookings/:param/shares',
  'DELETE /api/user/bookings/:param/shares/:param',
  'GET /api/user/bookings/:param/reports/:param',
]

/** `/api/x/:id/` → `/api/x/:param`, so the lists do not depend on how a route names its parameters. */
const normalise = (url: string) => url.replace(/:[^/]+/g, ':param').replace(/\/+$/, '') || '/'

const underPrefix = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`)

type Access = 'public' | 'signed-in' | 'staff or admin'

function accessOf(method: string, url: string): Access {
  const path = normalise(url)
  // Uploads, pages, sitemap and robots: everything outside the API is public by design.
  if (!underPrefix(path, '/api')) return 'public'
  const verb = method === 'HEAD' ? 'GET' : method
  if (SIGNED_IN.includes(`${verb} ${path}`)) return 'signed-in'
  if (verb === 'GET' && PUBLIC_GET_PREFIXES.some((prefix) => underPrefix(path, prefix))) return 'public'
  if (verb === 'POST' && PUBLIC_POSTS.includes(path)) return 'public'
  return 'staff or admin'
}

/** A concrete URL for a route pattern: any id will do, the token is checked before anything else. */
const concrete = (url: string) => url.replace(/:[^/]+/g, randomUUID()).replace(/\*/g, 'x')

describe('role sweep over every route', () => {
  let app: App
  let visitorToken: string

  beforeAll(async () => {
    app = await buildTestApp({ demo: true })
    const visitor = await createUsersRepository(app.knex).create({
      name: 'Curious Visitor',
      email: 'curious@visitor.test',
      passwordHash: await hashPassword('visitor password'),
    })
    visitorToken = app.issueToken(visitor)
  })
  afterAll(async () => {
    await app.close()
  })

  it('finds the routes of the whole app', () => {
    const urls = app.registeredRoutes.map((route) => route.url)
    expect(urls).toContain('/api/user/me')
    expect(urls).toContain('/api/service')
    expect(app.registeredRoutes.length).toBeGreaterThan(10)
  })

  it('refuses every non-public route without a token (401) and with a visitor token (403)', async () => {
    const failures: string[] = []
    const seen = new Set<string>()
    for (const { method, url } of app.registeredRoutes) {
      const access = accessOf(method, url)
      if (access === 'public' || seen.has(`${method} ${url}`)) continue
      seen.add(`${method} ${url}`)
      const request = {
        method: method as 'GET',
        url: concrete(url),
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
      }
      const anonymous = await app.inject(request)
      if (anonymous.statusCode !== 401)
        failures.push(`${method} ${url} without a token: ${anonymous.statusCode}`)
      // A visitor's own routes are theirs to use; logout-all would even end this very token.
      if (access === 'signed-in') continue
      const asVisitor = await app.inject({ ...request, headers: { authorization: `Bearer ${visitorToken}` } })
      if (asVisitor.statusCode !== 403)
        failures.push(`${method} ${url} as a visitor: ${asVisitor.statusCode}`)
    }
    expect(failures).toEqual([])
    expect(seen.size).toBeGreaterThan(0)
  })

  it('marks every route that needs a token as secured in the OpenAPI document, and no public one', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json()
    const unmarked: string[] = []
    const overmarked: string[] = []
    for (const { method, url } of app.registeredRoutes) {
      if (!url.startsWith('/api/') || url.startsWith('/api/docs') || method === 'HEAD') continue
      const operation = document.paths[url.replace(/:([^/]+)/g, '{$1}')]?.[method.toLowerCase()]
      if (!operation) continue
      const secured = Array.isArray(operation.security) && operation.security.length > 0
      const access = accessOf(method, url)
      if (access !== 'public' && !secured) unmarked.push(`${method} ${url}`)
      if (access === 'public' && secured && !OPTIONALLY_SIGNED_IN.includes(`${method} ${url}`))
        overmarked.push(`${method} ${url}`)
    }
    expect(unmarked).toEqual([])
    expect(overmarked).toEqual([])
  })
})
