import { type Booking, bookedItemLines, type TodayBoard } from '@labsite/shared'

/** Bookings that share a slot on the board, in the server's order (slot start, then reference). */
export interface SlotGroup {
  slot: string
  bookings: Booking[]
}

/** One PIN code's home collections: the phlebotomist's run. */
export interface PincodeRun {
  pincode: string
  area: string
  bookings: Booking[]
}

/** A booking's line on the printed run sheet, its money already formatted. */
export interface RunSheetLine {
  id: string
  name: string
  phone: string
  address: string
  slot: string
  tests: string
  due: string
}

export const NO_SLOT = 'No slot (walk-in)'

/** The day's lab visits (a booking without a collection type is one too: a walk-in) by slot. */
export function labVisitsBySlot(bookings: readonly Booking[]): SlotGroup[] {
  const groups: SlotGroup[] = []
  for (const booking of bookings) {
    if (booking.collectionType === 'home') continue
    const slot = booking.slotLabel || NO_SLOT
    const group = groups.at(-1)
    if (group?.slot === slot) group.bookings.push(booking)
    else groups.push({ slot, bookings: [booking] })
  }
  return groups
}

/** The server's PIN code runs with their bookings (each run in slot order). */
export function pincodeRuns(board: TodayBoard): PincodeRun[] {
  const byId = new Map(board.bookings.map((booking) => [booking.id, booking]))
  return board.homeCollections.map((run) => ({
    pincode: run.pincode,
    area: run.area,
    bookings: run.bookingIds.flatMap((id) => byId.get(id) ?? []),
  }))
}

/** The tests, or with named family members each member (age/sex) with theirs: who gives which sample. */
export const testsOf = (booking: Booking) => bookedItemLines(booking, false).join('; ')

/** What is still to pay, or nothing (paid in full, or an enquiry with nothing priced). */
export function dueOf(booking: Booking): number {
  return Math.max(0, booking.balance ?? booking.total.total)
}

export function runSheetLines(run: PincodeRun, money: (amount: number, currency?: string) => string) {
  return run.bookings.map(
    (booking): RunSheetLine => ({
      id: booking.id,
      name: booking.name,
      phone: booking.phone,
      address: booking.address,
      slot: booking.slotLabel || NO_SLOT,
      tests: testsOf(booking) || '—',
      due: dueOf(booking) > 0 ? money(dueOf(booking), booking.total.currency) : 'Paid',
    }),
  )
}
