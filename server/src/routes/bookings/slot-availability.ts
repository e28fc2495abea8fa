import type { BookingSlot, SlotAvailability } from '@labsite/shared'
import { addDays, slotLabel, weekdayOf } from './lab-calendar'

export interface DayAvailability {
  date: string
  closedReason: string | null
  slots: SlotAvailability[]
}

/** What the calendar holds for a span of days, read in one go (calendar-repository.ts). */
export interface CalendarSpan {
  slots: readonly BookingSlot[]
  /** The closed dates' reasons ('' when none was given). */
  closedReasons: ReadonlyMap<string, string>
  /** Places taken, keyed by `${date} ${slotId}`. */
  takenBy: ReadonlyMap<string, number>
  /** The lab's date and time now (labNow). */
  now: { date: string; time: string }
}

export const CLOSED_DAY = 'The lab is closed on this day'

/** A slot on a date with the places left in it (never fewer than none). */
const slotOn = (date: string, slot: BookingSlot, takenBy: CalendarSpan['takenBy']): SlotAvailability => ({
  id: slot.id,
  startTime: slot.startTime,
  endTime: slot.endTime,
  label: slotLabel(slot),
  capacity: slot.capacity,
  remaining: Math.max(0, slot.capacity - (takenBy.get(`${date} ${slot.id}`) ?? 0)),
})

/**
 * Each date from `first` to `last` with its slots and the places left in each. A closed date has
 * no slots; today's slots that have already begun are left out.
 */
export function availableDays(first: string, last: string, span: CalendarSpan): DayAvailability[] {
  const { slots, closedReasons, takenBy, now } = span
  const days: DayAvailability[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const reason = closedReasons.get(date)
    if (reason !== undefined) {
      days.push({ date, closedReason: reason || CLOSED_DAY, slots: [] })
      continue
    }
    const weekday = weekdayOf(date)
    days.push({
      date,
      closedReason: null,
      slots: slots
        .filter((slot) => slot.weekday === weekday && (date !== now.date || slot.startTime > now.time))
        .map((slot) => slotOn(date, slot, takenBy)),
    })
  }
  return days
}
