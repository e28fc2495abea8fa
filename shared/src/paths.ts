import { THYROID_PAGE_PATH } from './constants'

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
  admin: '/admin',
} as const

export const servicePath = (id: string) => `/service/${id}`
export const blogPostPath = (id: string) => `/blog/${id}`

/** True when `pathname` is a page the SPA renders (anything else is answered 404). */
export function isKnownPagePath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return Object.values(PATHS).some((pattern) => {
    if (pattern === PATHS.admin) return clean === '/admin' || clean.startsWith('/admin/')
    const re = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`)
    return re.test(clean)
  })
}
