import { describe, expect, it } from 'vitest'
import { walkInsBooked } from './walk-ins-booked'

describe('walk-ins booked by a sync', () => {
  it('names only the local references that got their server reference since the last state', () => {
    const before = { 'LOCAL-3F9A1C': 'AAR-2611-0099' }
    const after = { ...before, 'LOCAL-77B2E0': 'AAR-2611-0100' }
    expect(walkInsBooked(before, after)).toEqual([{ local: 'LOCAL-77B2E0', server: 'AAR-2611-0100' }])
    expect(walkInsBooked(after, after)).toEqual([])
  })
})
