import { type BookingStatus, DESK_STEPS, type DeskStep, isOneOf } from '@labsite/shared'

/** The key that takes a booking to each step on the board. */
export const STEP_KEYS: Record<DeskStep, string> = {
  arrived: 'a',
  'sample-collected': 's',
  'sent-to-lab': 'l',
  'report-ready': 'r',
}

/** Statuses from which a visit takes no further step on the board. */
const FINISHED: readonly BookingStatus[] = ['closed', 'cancelled']

/**
 * The steps still ahead of a booking, in order: every one after the step it stands at (a booking
 * not yet arrived has them all; a step may be skipped, but a step passed is never offered again).
 */
export function stepsAhead(status: BookingStatus): DeskStep[] {
  if (FINISHED.includes(status)) return []
  const reached = isOneOf(DESK_STEPS, status) ? DESK_STEPS.indexOf(status) : -1
  return DESK_STEPS.slice(reached + 1)
}

/** The step a keystroke asks for, when it is one still ahead of the booking. */
export function stepOfKey(key: string, status: BookingStatus): DeskStep | null {
  return stepsAhead(status).find((step) => STEP_KEYS[step] === key.toLowerCase()) ?? null
}
