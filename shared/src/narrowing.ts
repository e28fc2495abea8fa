/**
 * Type guards for values whose type is only known at run time (parsed JSON, caught errors, rows read
 * back), so code narrows them by checking instead of asserting a type with a cast.
 */

/** A plain object (not null, not an array) whose fields are still to be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** What a caught error says; anything thrown that is not an Error is shown as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A field of a caught error (e.g. PostgreSQL's `code`, Node's `errno`), when it has one. */
export function errorField(error: unknown, field: string): unknown {
  return isRecord(error) ? error[field] : undefined
}

/** Whether a value is one of a fixed list (e.g. a closed set of names), narrowing it to that set. */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return list.some((item) => item === value)
}

/** An object's own keys, typed as its keys (Object.keys gives plain strings). */
export function keysOf<T extends object>(object: T): (keyof T & string)[] {
  return Object.keys(object).filter((key): key is keyof T & string => key in object)
}
