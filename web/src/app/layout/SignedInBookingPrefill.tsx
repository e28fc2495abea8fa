import { formatPhone } from '@labsite/shared'
import { type ReactNode, useMemo } from 'react'
import { type SessionUser, useSession } from '../../features/auth/stores/session-store'
import { type BookingPrefill, BookingPrefillProvider } from '../../features/bookings/context/booking-prefill'

/** The account details a booking form can start with: only those the account has (no empty strings). */
export function bookingPrefillOf(user: SessionUser): BookingPrefill {
  const known = {
    name: user.name,
    email: user.email,
    phone: user.phone ? formatPhone(user.phone) : user.phone,
  }
  return Object.fromEntries(Object.entries(known).filter(([, value]) => value?.trim())) as BookingPrefill
}

/**
 * Hands the signed-in visitor's name, e-mail and phone to every booking form below. It
 * lives in the app shell because features do not import each other: auth knows the visitor,
 * enquiries only takes what it is given.
 */
export function SignedInBookingPrefill({ children }: { children: ReactNode }) {
  const user = useSession((state) => (state.token ? state.user : null))
  const prefill = useMemo(() => (user ? bookingPrefillOf(user) : undefined), [user])
  return <BookingPrefillProvider value={prefill}>{children}</BookingPrefillProvider>
}
