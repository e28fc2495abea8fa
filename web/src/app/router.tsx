import { createBrowserRouter } from 'react-router-dom'
import { PATHS } from '../config/paths'
import { PublicLayout } from './layout/PublicLayout'

/**
 * Every page is a lazy route so a visitor downloads only the page they open;
 * the admin panel lives in its own chunks and never loads on public pages.
 */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: PATHS.home, lazy: async () => ({ Component: (await import('./routes/home')).default }) },
      {
        path: PATHS.allServices,
        lazy: async () => ({ Component: (await import('./routes/all-services')).default }),
      },
      {
        path: PATHS.service,
        lazy: async () => ({ Component: (await import('./routes/service-detail')).default }),
      },
      { path: PATHS.offers, lazy: async () => ({ Component: (await import('./routes/offers')).default }) },
      {
        path: PATHS.bulkBooking,
        lazy: async () => ({ Component: (await import('./routes/bulk-booking')).default }),
      },
      {
        path: PATHS.thyroid,
        lazy: async () => ({ Component: (await import('./routes/thyroid-packages')).default }),
      },
      {
        path: PATHS.bookConsultation,
        lazy: async () => ({ Component: (await import('./routes/book-consultation')).default }),
      },
      {
        path: PATHS.bloodTests,
        lazy: async () => ({ Component: (await import('./routes/blood-tests')).default }),
      },
      { path: PATHS.blog, lazy: async () => ({ Component: (await import('./routes/blog')).default }) },
      {
        path: PATHS.blogPost,
        lazy: async () => ({ Component: (await import('./routes/blog-post')).default }),
      },
      { path: PATHS.terms, lazy: async () => ({ Component: (await import('./routes/terms')).default }) },
      { path: PATHS.login, lazy: async () => ({ Component: (await import('./routes/login')).default }) },
      { path: PATHS.signup, lazy: async () => ({ Component: (await import('./routes/signup')).default }) },
      {
        path: PATHS.forgotPassword,
        lazy: async () => ({ Component: (await import('./routes/forgot-password')).default }),
      },
      {
        path: PATHS.resetPassword,
        lazy: async () => ({ Component: (await import('./routes/reset-password')).default }),
      },
      { path: PATHS.profile, lazy: async () => ({ Component: (await import('./routes/profile')).default }) },
      {
        path: PATHS.admin,
        lazy: async () => {
          const { AdminRoute } = await import('./routes/admin')
          return { Component: AdminRoute }
        },
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../admin/AdminApp')).default }) },
          { path: ':tab', lazy: async () => ({ Component: (await import('../admin/AdminApp')).default }) },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).default }),
      },
    ],
  },
])
