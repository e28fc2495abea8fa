import { describe, expect, it } from 'vitest'
import { stepOfKey, stepsAhead } from './desk-steps'

describe("a visit's steps on the board", () => {
  it('offers every step to a booking not yet arrived, and only those ahead afterwards', () => {
    expect(stepsAhead('confirmed')).toEqual(['arrived', 'sample-collected', 'sent-to-lab', 'report-ready'])
    expect(stepsAhead('new')).toEqual(['arrived', 'sample-collected', 'sent-to-lab', 'report-ready'])
    expect(stepsAhead('sample-collected')).toEqual(['sent-to-lab', 'report-ready'])
    expect(stepsAhead('report-ready')).toEqual([])
    expect(stepsAhead('closed')).toEqual([])
  })

  it('takes one key per step, and none for a step already passed', () => {
    expect(stepOfKey('a', 'confirmed')).toBe('arrived')
    expect(stepOfKey('S', 'arrived')).toBe('sample-collected')
    expect(stepOfKey('l', 'sample-collected')).toBe('sent-to-lab')
    expect(stepOfKey('r', 'sent-to-lab')).toBe('report-ready')
    expect(stepOfKey('a', 'sample-collected')).toBeNull()
    expect(stepOfKey('x', 'confirmed')).toBeNull()
  })
})
