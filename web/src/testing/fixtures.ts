import type { UseQueryResult } from '@tanstack/react-query'
import { vi } from 'vitest'

/** The part of a query's state the pages read. */
type QueryAnswer<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isLoading' | 'refetch'>

/** The stored-record fields every API record carries, fixed so tests stay deterministic. */
export function recordFields(id: string) {
  return {
    _id: id,
    id,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
}

let fixturesMade = 0
/** Stored-record fields with a fresh valid uuid on every call, for lists of fixtures. */
export function nextRecordFields() {
  fixturesMade += 1
  return recordFields(`00000000-0000-4000-8000-${String(fixturesMade).padStart(12, '0')}`)
}

/**
 * Makes `answer(state)` for a mocked query hook: nothing loaded and no error unless `state` says
 * so, so each test names only the part of the query state it is about.
 */
export function queryAnswerer<T>(hook: { mockReturnValue(value: QueryAnswer<T>): unknown }) {
  return (state: Partial<QueryAnswer<T>>) =>
    hook.mockReturnValue({
      data: undefined,
      error: null,
      isLoading: false,
      refetch: vi.fn(),
      ...state,
    } as QueryAnswer<T>)
}
