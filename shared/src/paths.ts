import { THYROID_PAGE_PATH } from './constants'
import { keysOf } from './narrowing'

/** Every public page route, in one place for the router, the header, the server's page metadata and the sitemap. */
export const PATHS = {
  home: '/',
  offers: '/offers',
  bulkBooking: '/bulk-booking-discount',
  thyroid: THYROID_PAGE_PATH,
  bloodTests: '/blood-test',
  blog: '/blog',
  blogPost: '/blog/:id',
  service: '/service/:id',
  allServices: '/all-services',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  signup: '/signup',
  profile: '/profile',
  terms: '/terms',
  bookConsultation: '/book-consultation',
  trackBooking: '/track-booking',
  basket: '/basket',
  admin: '/admin',
} as const

/**
 * Addresses visitors type (or remember from other lab sites) that are no page of their own: the
 * server answers each with a permanent redirect to the place that serves it (a home section, the
 * contact form, the refer-a-friend dialog, a catalogue page).
 */
export const VISITOR_REDIRECTS = {
  '/about': '/#about',
  '/contact': '/#contact',
  '/refer': '/?refer=1',
  '/packages': PATHS.allServices,
  '/tests': PATHS.bloodTests,
} as const satisfies Record<string, string>

/** The track page's query of the opt-out links: `?messages=stop` in WhatsApp, `?messages=stop-mails` in mails. */
export const STOP_MESSAGES_QUERY = 'messages'

/** The value of STOP_MESSAGES_QUERY for each channel's opt-out link. */
export const STOP_MESSAGES_VALUES = { whatsapp: 'stop', mail: 'stop-mails' } as const

/** The query that opens the refer-a-friend dialog on the home page (`/?refer=1`). */
export const REFER_QUERY = 'refer'

export const servicePath = (id: string) => `/service/${id}`
export const blogPostPath = (id: string) => `/blog/${id}`

export type PageKey = keyof typeof PATHS

/** Each page's own title; the browser tab and the server-rendered <title> read 'Title | websiteName' (home: the name alone). */
export const PAGE_TITLES = {
  home: '',
  offers: 'Special Offers',
  bulkBooking: 'Bulk Booking Discount',
  thyroid: 'Thyroid Packages',
  bloodTests: 'Blood Tests',
  blog: 'Health Blog',
  blogPost: 'Health Blog',
  service: 'Health Package',
  allServices: 'All Health Packages',
  login: 'Login',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  signup: 'Sign Up',
  profile: 'My Profile',
  terms: 'Terms and Conditions',
  bookConsultation: 'Book a Consultation',
  trackBooking: 'Track a Booking',
  basket: 'Your Basket',
  admin: 'Admin Panel',
} as const satisfies Record<PageKey, string>

export const NOT_FOUND_TITLE = 'Page Not Found'

/** 'Title | websiteName', or the site name alone when the page has no title of its own. */
export function pageTitle(title: string, websiteName: string): string {
  return title ? `${title} | ${websiteName}` : websiteName
}

/** Which page `pathname` is, with its route parameters; null when the SPA has no such page. */
export function matchPage(pathname: string): { key: PageKey; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const key of keysOf(PATHS)) {
    const pattern = PATHS[key]
    if (pattern === PATHS.admin) {
      if (clean === '/admin' || clean.startsWith('/admin/')) return { key, params: {} }
      continue
    }
    const names: string[] = []
    const source = pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
    const found = new RegExp(`^${source}$`).exec(clean)
    if (!found) continue
    try {
      return {
        key,
        params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])])),
      }
    } catch {
      return null // a malformed %-escape is no page of ours
    }
  }
  return null
}

/** True when `pathname` is a page the SPA renders (anything else is answered 404). */
export function isKnownPagePath(pathname: string): boolean {
  return matchPage(pathname) !== null
}
