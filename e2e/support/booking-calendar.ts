import type { APIRequestContext } from '@playwright/test'

/** The first day from `daysAhead` on with at least `count` free slots, and those slots. */
export async function freeSlots(request: APIRequestContext, daysAhead: number, count: number) {
  for (let ahead = daysAhead; ahead < 14; ahead++) {
    const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
    const answer = await (await request.get(`/api/slots?date=${date}`)).json()
    const free = (answer.slots ?? []).filter((slot: { remaining: number }) => slot.remaining > 0)
    if (answer.bookable && free.length >= count)
      return { date, slots: free as { id: string; label: string }[] }
  }
  throw new Error('no day with free slots in the booking window')
}
