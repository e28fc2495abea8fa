/**
 * A button of the server-rendered first screen clicked before the app has started (it has no code of
 * its own): main.tsx records it and starts the app at once, and the page that owns the action performs
 * it when it first renders, so the click is not lost.
 */
let pending: string | null = null

export function recordFirstScreenAction(action: string): void {
  pending = action
}

/** True once if `action` was clicked on the first screen; the page then performs it. */
export function takeFirstScreenAction(action: string): boolean {
  if (pending !== action) return false
  pending = null
  return true
}
