import { dropEmpty } from '@labsite/shared'

/**
 * A list field's texts as stored, empty entries dropped. Its schema has made every entry a text; one
 * that is not (a value never checked against it) is left out rather than stored.
 */
export function textEntries(values: readonly unknown[]): string[] {
  return dropEmpty(values.filter((value) => typeof value === 'string'))
}
