import { PREVIEW_PATH } from '@labsite/shared'
import { type ComponentType, lazy } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { PATHS } from '../config/paths'
import { PublicLayout } from './layout/PublicLayout'

type PageModule = { default: ComponentType }

/**
 * A page whose code loads when it is first shown. `preload` fetches it ahead, after which the page renders
 * at once, without suspending: boot preloads the page of the address the visitor opened, so the first
 * render is the page itself (it replaces the server-painted first screen in one commit).
 */
function lazyPage(load: () => Promise<PageModule>) {
  let loaded: ComponentType | null = null
  const preload = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(preload)
  function Page() {
    const Loaded = loaded
    return Loaded ? <Loaded /> : <Lazy />
  }
  return { element: <Page />, handle: { preload } }
}

const adminApp = lazyPage(() => import('../admin/AdminApp'))

/**
 * Every page is lazy so a visitor downloads only the page they open; the admin panel lives in its own
 * chunks and never loads on public pages. Plain routes (`useRoutes`) rather than a data router: the
 * site uses no loaders or actions, and the data router would add ~16 KB gzip to every first visit.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: PATHS.home, ...lazyPage(() => import('./routes/home')) },
      { path: PATHS.allServices, ...lazyPage(() => import('./routes/all-services')) },
      { path: PATHS.service, ...lazyPage(() => import('./routes/service-detail')) },
      { path: PATHS.offers, ...lazyPage(() => import('./routes/offers')) },
      { path: PATHS.bulkBooking, ...lazyPage(() => import('./routes/bulk-booking')) },
      { path: PATHS.thyroid, ...lazyPage(() => import('./routes/thyroid-packages')) },
      { path: PATHS.bookConsultation, ...lazyPage(() => import('./routes/book-consultation')) },
      { path: PATHS.trackBooking, ...lazyPage(() => import('./routes/track-booking')) },
      { path: PATHS.basket, ...lazyPage(() => import('./routes/basket')) },
      { path: PATHS.bloodTests, ...lazyPage(() => import('./routes/blood-tests')) },
      { path: PATHS.blog, ...lazyPage(() => import('./routes/blog')) },
      { path: PATHS.blogPost, ...lazyPage(() => import('./routes/blog-post')) },
      { path: PATHS.terms, ...lazyPage(() => import('./routes/terms')) },
      { path: PATHS.login, ...lazyPage(() => import('./routes/login')) },
      { path: PATHS.signup, ...lazyPage(() => import('./routes/signup')) },
      { path: PATHS.forgotPassword, ...lazyPage(() => import('./routes/forgot-password')) },
      { path: PATHS.resetPassword, ...lazyPage(() => import('./routes/reset-password')) },
      { path: PATHS.profile, ...lazyPage(() => import('./routes/profile')) },
      // Staff's signed preview links: no page of the site's own, never in the sitemap.
      { path: PREVIEW_PATH, ...lazyPage(() => import('./routes/preview')) },
      {
        path: PATHS.admin,
        ...lazyPage(() => import('./routes/admin').then((module) => ({ default: module.AdminRoute }))),
        children: [
          { index: true, ...adminApp },
          { path: 'setup', ...lazyPage(() => import('../admin/components/AdminSetupPage')) },
          { path: ':tab', ...adminApp },
        ],
      },
      { path: '*', ...lazyPage(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
]

/** Loads the code of every page `pathname` shows (a page and its parent), so the first render needs no wait. */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(({ route }) =>
      (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.(),
    ),
  )
}
