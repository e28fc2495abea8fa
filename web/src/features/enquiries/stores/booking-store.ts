import { create } from 'zustand'

type BookingState = {
  submitted: boolean
  /** The reference of the booking just made, shown in the thank-you message. */
  reference: string
  markSubmitted: (reference?: string) => void
}

/**
 * Spec §4: after the first booking the dialog shows the thank-you message until the page reloads,
 * wherever it is opened again, so the flag lives outside any one dialog (and only in memory).
 */
export const useBookingStore = create<BookingState>((set) => ({
  submitted: false,
  reference: '',
  markSubmitted: (reference = '') => set({ submitted: true, reference }),
}))
