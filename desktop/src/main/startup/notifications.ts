import type { NotificationConstructorOptions } from 'electron'
import type { AlertNotification } from '../front-desk-alerts'

/** What the console does with a native notification; Electron's Notification is one. */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown
  show(): void
}

/** Electron's Notification class as the console uses it. */
export interface NotificationClass<N> {
  new (options: NotificationConstructorOptions): N
  isSupported(): boolean
}

/**
 * Shows a front-desk alert: the window's taskbar button flashes until it is looked at (Windows; the
 * dock icon bounces on macOS), and a native notification, where the system has them, opens the
 * record when clicked.
 */
export function createNotifier<N extends NotificationLike>(deps: {
  Notification: NotificationClass<N>
  window(): { isFocused(): boolean; flashFrame(flag: boolean): void } | null
}) {
  // Kept referenced until done: a collected notification loses its click handler.
  const shown = new Set<N>()
  return {
    show({ title, body, silent, onClick }: AlertNotification) {
      const window = deps.window()
      if (window && !window.isFocused()) window.flashFrame(true)
      if (!deps.Notification.isSupported()) return
      const notification = new deps.Notification({ title, body, silent })
      shown.add(notification)
      notification.on('click', () => {
        shown.delete(notification)
        onClick()
      })
      notification.on('close', () => shown.delete(notification))
      notification.show()
    },
    /** Notifications shown and not yet clicked or closed. */
    pending: () => shown.size,
  }
}
