import type { TodayBoard } from '@labsite/shared'
import { adminKeys } from './query-keys'
import { type AdminRead, readOf } from './requests'

/**
 * The board of one lab day, cached under the bookings' key: a booking's change (a status step
 * here or elsewhere, a payment, another desk's edit announced on the event stream) refetches it.
 */
const todayBoardKey = (date: string) => [...adminKeys.bookings, 'today', date] as const

/** GET /consult/today?date=: the day's bookings by slot and its home collections by PIN code. */
export const todayBoardQuery = (date: string): AdminRead<TodayBoard> =>
  readOf<TodayBoard>(todayBoardKey(date), `consult/today?date=${date}`)
