import type { BookingSlot } from '@labsite/shared'
import { describe, expect, it } from 'vitest'
import { weekdayOf } from './lab-calendar'
import { availableDays, CLOSED_DAY } from './slot-availability'

const MONDAY = '2026-11-30'
const slot = (id: string, startTime: string, capacity = 2): BookingSlot => ({
  id,
  weekday: weekdayOf(MONDAY),
  startTime,
  endTime: `${startTime.slice(0, 2)}:30`,
  capacity,
  version: 1,
})
const span = {
  slots: [slot('early', '07:00'), slot('late', '09:00')],
  closedReasons: new Map<string, string>(),
  takenBy: new Map<string, number>(),
  now: { date: '2026-11-29', time: '12:00' },
}

describe('availableDays', () => {
  it('lists every date of the span with the slots of its weekday', () => {
    const days = availableDays(MONDAY, '2026-12-01', span)
    expect(days.map((day) => [day.date, day.slots.map((s) => s.id)])).toEqual([
      [MONDAY, ['early', 'late']],
      ['2026-12-01', []],
    ])
    expect(days[0].slots[0]).toEqual({
      id: 'early',
      startTime: '07:00',
      endTime: '07:30',
      label: '07:00–07:30',
      capacity: 2,
      remaining: 2,
    })
  })

  it('counts the places taken, never below none', () => {
    const takenBy = new Map([
      [`${MONDAY} early`, 1],
      [`${MONDAY} late`, 5],
    ])
    const [day] = availableDays(MONDAY, MONDAY, { ...span, takenBy })
    expect(day.slots.map((s) => s.remaining)).toEqual([1, 0])
  })

  it('gives a closed day no slots, with its reason or the default one', () => {
    const closed = availableDays(MONDAY, MONDAY, { ...span, closedReasons: new Map([[MONDAY, 'Diwali']]) })
    expect(closed).toEqual([{ date: MONDAY, closedReason: 'Diwali', slots: [] }])
    const unexplained = availableDays(MONDAY, MONDAY, { ...span, closedReasons: new Map([[MONDAY, '']]) })
    expect(unexplained[0].closedReason).toBe(CLOSED_DAY)
  })

  it("leaves out today's slots that have begun", () => {
    const [day] = availableDays(MONDAY, MONDAY, { ...span, now: { date: MONDAY, time: '08:00' } })
    expect(day.slots.map((s) => s.id)).toEqual(['late'])
  })
})
