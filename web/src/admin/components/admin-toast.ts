import { notifications } from '@mantine/notifications'

export interface AdminToast {
  title: string
  message: string
  color: 'teal' | 'red' | 'blue'
}

/**
 * Every admin toast goes through here: Mantine's close button has no accessible name by default and
 * its description is too faint, and the admin must work the same in the web app and the desktop console (whose theme it does not own).
 */
export function showAdminToast({ title, message, color }: AdminToast) {
  notifications.show({
    title,
    message,
    color,
    closeButtonProps: { 'aria-label': 'Close notification' },
    // Mantine's grey description under a title is below AA contrast on white.
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
  })
}
