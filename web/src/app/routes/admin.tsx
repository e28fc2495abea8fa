import { Outlet } from 'react-router-dom'
import { PlatformProvider, webPlatform } from '../../admin'

/** The web's admin route: the admin package with the browser platform. Loaded lazily, never on public pages. */
export function AdminRoute() {
  return (
    <PlatformProvider services={webPlatform}>
      <Outlet />
    </PlatformProvider>
  )
}

export { adminRoutes } from '../../admin'
