import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

const NotificationsHost = lazy(() => import('./NotificationsHost'))

/**
 * Mounts the toasts' container (code and CSS) when the first toast is shown, not on every page load:
 * `notifications.show()` queues in Mantine's store, and the container shows what is queued once it mounts.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications()
  const [needed, setNeeded] = useState(false)
  if (!needed && notifications.length + queue.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  )
}
