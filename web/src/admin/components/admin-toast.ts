import { notifications } from '@mantine/notifications'

export interface AdminToast {
  title: string
  message: string
  color: 'teal' | 'red' | 'blue'
  /** Names the toast so it can be taken away early (hideAdminToast). */
  id?: string
}

/**
 * Every admin toast goes through here: Mantine's close button has no accessible name by default and
 * its description is too faint, and the admin must work the same in the web app and the desktop console (whose theme it does not own).
 */
export function showAdminToast({ title, message, color, id }: AdminToast) {
  notifications.show({
    id,
    title,
    message,
    color,
    closeButtonProps: { 'aria-label': 'Close notification' },
    // Mantine's grey description under a title is below AA contrast on white.
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
  })
}

/** Takes a named toast away (e.g. 'Login failed' once a later try succeeded). */
export function hideAdminToast(id: string) {
  notifications.hide(id)
}
