import { isRecord } from '@labsite/shared'

type Fields = Record<string, unknown>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * "Overwrite with mine" after a 412: only the fields this editor changed since opening
 * the record win; every other field the body carries takes the other editor's current value, so
 * their changes to fields this editor never touched survive.
 */
export function overwriteBody(mine: unknown, openedWith: Fields | undefined, theirs: Fields): unknown {
  if (!openedWith || !isRecord(mine)) return mine
  return Object.fromEntries(
    Object.entries(mine).map(([field, value]) => [
      field,
      same(value, openedWith[field]) && field in theirs ? theirs[field] : value,
    ]),
  )
}
