import type { MenuItem } from '@labsite/shared'

/** Menu items are kept sorted by order (ties keep their current position). */
export function sortByOrder(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => a.order - b.order)
}

/** The list with one item moved from `from` to `to`, renumbered 1, 2, 3, … as the reorder call expects. */
export function moveItem(items: readonly MenuItem[], from: number, to: number): MenuItem[] {
  const next = [...items]
  const [moved] = next.splice(from, 1)
  if (!moved) return [...items]
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved)
  return next.map((item, index) => ({ ...item, order: index + 1 }))
}
