import { create } from 'zustand'

type BookingState = {
  submitted: boolean
  markSubmitted: () => void
}

/**
 * Spec §4: after the first booking the dialog shows the thank-you message until the page reloads,
 * wherever it is opened again, so the flag lives outside any one dialog (and only in memory).
 */
export const useBookingStore = create<BookingState>((set) => ({
  submitted: false,
  markSubmitted: () => set({ submitted: true }),
}))
