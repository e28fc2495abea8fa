import type { RouteObject } from 'react-router-dom'
import { AdminApp } from './AdminApp'

/** Routes to mount under the admin base path (`/admin` on the web, `/` … on the desktop). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminApp /> },
  { path: ':tab', element: <AdminApp /> },
]
