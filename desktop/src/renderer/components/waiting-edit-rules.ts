import { isRecord } from '@labsite/shared'
import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'

/** A value as the conflict list shows it: text in quotes, anything else as JSON. */
export const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value))

/** The fields where the server's record differs from the edit that was kept offline. */
export function differences(entry: QueueEntry): { field: string; mine: unknown; theirs: unknown }[] {
  const mine = entry.write.json
  if (!entry.theirs || !isRecord(mine)) return []
  return Object.entries(mine)
    .filter(([field, value]) => JSON.stringify(entry.theirs?.[field]) !== JSON.stringify(value))
    .map(([field, value]) => ({ field, mine: value, theirs: entry.theirs?.[field] }))
}

/**
 * How a waiting edit is named: whether it is someone else's (deciding on it is then recorded), whose,
 * and its label — a walk-in registered offline is known at the desk by its local reference until it syncs.
 */
export function entryName(entry: QueueEntry, user: QueueOwner | null) {
  const others = user === null || entry.owner?.id !== user.id
  const whose = entry.owner ? `${entry.owner.name}’s` : 'someone else’s'
  const named = entry.localReference
    ? `${entry.write.label} (${entry.localReference}, pending)`
    : entry.write.label
  return { others, whose, label: others ? `${named} (${whose} edit)` : named }
}

/** The write's text and number fields, which staff can correct in place. */
export function editableFields(entry: QueueEntry): [string, string | number][] {
  const json = entry.write.json
  if (!isRecord(json)) return []
  return Object.entries(json).filter(
    (pair): pair is [string, string | number] => typeof pair[1] === 'string' || typeof pair[1] === 'number',
  )
}

/** The refused write with its corrected fields, each back in its original type; the rest unchanged. */
export function correctedWrite(entry: QueueEntry, values: Record<string, string>): Record<string, unknown> {
  const json = isRecord(entry.write.json) ? { ...entry.write.json } : {}
  for (const [name, original] of editableFields(entry))
    json[name] = typeof original === 'number' ? Number(values[name]) : values[name]
  return json
}
