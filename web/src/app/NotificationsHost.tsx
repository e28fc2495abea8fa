import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'

/** The toasts' container and styles, in their own chunk (see LazyNotifications). */
export default function NotificationsHost() {
  return <Notifications position="top-right" />
}
