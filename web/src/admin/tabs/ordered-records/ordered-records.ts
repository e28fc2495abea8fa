/** A record of a list kept in the order staff arrange. */
export interface OrderedRecord {
  _id: string
  order: number
}

/** The list with one record moved from `from` to `to`, renumbered 1, 2, 3, … as the reorder call expects. */
export function moveRecord<T extends OrderedRecord>(records: readonly T[], from: number, to: number): T[] {
  const next = [...records]
  const [moved] = next.splice(from, 1)
  if (!moved) return [...records]
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved)
  return next.map((record, index) => ({ ...record, order: index + 1 }))
}
