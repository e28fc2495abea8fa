import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { EventPayloads } from '../shared/ipc-contract'
import { refreshOnServerChanges } from './server-changes'

/** A bridge whose 'server-change' listener the test calls as main would. */
function fakeBridge() {
  let listener: ((payload: EventPayloads['server-change']) => void) | null = null
  const on = vi.fn((event: string, next: (payload: never) => void) => {
    if (event === 'server-change') listener = next as typeof listener
    return () => {
      listener = null
    }
  })
  return { bridge: { on } as never, emit: (resource: string) => listener?.({ resource }) }
}

describe("the console page hears of the server's changes from main", () => {
  it("fetches again the reads of the changed resource (a booking: the Today board and the bookings' list)", () => {
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const { bridge, emit } = fakeBridge()
    const stop = refreshOnServerChanges(bridge, queryClient)
    emit('booking')
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey))
    expect(keys).toContain(JSON.stringify(['admin', 'bookings']))
    stop()
    invalidate.mockClear()
    emit('booking')
    expect(invalidate).not.toHaveBeenCalled()
  })
})
