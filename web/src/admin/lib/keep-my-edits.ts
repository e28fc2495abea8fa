type Fields = Record<string, unknown>

/** Compared as the server would store them: the same JSON is the same value. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * "Reload theirs" after a 412: the other person's record, with each field this editor changed (since
 * `opened`) that they left as it was. A field both changed takes theirs: that is the conflict the
 * dialog showed, and "Overwrite with mine" is the way to keep mine there.
 */
export function keepMyEdits<T extends Fields>(opened: Fields, mine: Fields, theirs: T): T {
  const merged: Fields = { ...theirs }
  for (const [field, value] of Object.entries(mine)) {
    const changedByMe = !sameValue(value, opened[field])
    const changedByThem = !sameValue(theirs[field], opened[field])
    if (changedByMe && !changedByThem) merged[field] = value
  }
  return merged as T
}
