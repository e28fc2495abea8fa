import { createContext, useContext } from 'react'

/**
 * What the booking form starts with for a signed-in visitor, so they type nothing twice;
 * every field stays editable. The app shell provides it from the session: this feature knows nothing
 * of accounts. Kept apart from the form so the shell can provide it without loading the form's code.
 */
export type BookingPrefill = Partial<Record<'name' | 'email' | 'phone' | 'address' | 'pincode', string>>

const BookingPrefillContext = createContext<BookingPrefill | undefined>(undefined)

export const BookingPrefillProvider = BookingPrefillContext.Provider

/** The signed-in visitor's details, or undefined for a guest. */
export const useBookingPrefill = () => useContext(BookingPrefillContext)
