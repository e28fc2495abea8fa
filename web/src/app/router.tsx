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
      {
        path: PATHS.home,
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).default }),
      },
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
