import type { MenuItem } from '@labsite/shared'

/** Menu items are kept sorted by order (ties keep their current position). */
export function sortByOrder(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => a.order - b.order)
}
