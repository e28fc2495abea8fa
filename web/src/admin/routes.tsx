import type { RouteObject } from 'react-router-dom'
import { AdminApp } from './AdminApp'
import { AdminSetupPage } from './components/AdminSetupPage'

/** Routes to mount under the admin base path (`/admin` on the web, `/` … on the desktop). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminApp /> },
  // The first administrator of a new install, from the link the server prints at start.
  { path: 'setup', element: <AdminSetupPage /> },
  { path: ':tab', element: <AdminApp /> },
]
