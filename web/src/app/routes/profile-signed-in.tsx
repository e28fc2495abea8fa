import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { logOut } from '../../features/auth/api/logout'
import { EmailConfirmation, EmailVerificationPrompt } from '../../features/auth/components/EmailVerification'
import { ProfileCard } from '../../features/auth/components/ProfileCard'
import type { SessionUser } from '../../features/auth/stores/session-store'
import { MY_BOOKINGS } from '../../features/bookings/api/my-bookings'
import { MyBookings } from '../../features/bookings/components/MyBookings'

type SignedInProfileProps = {
  user: SessionUser
  /** The token of a verification mail's link the visitor followed, if any. */
  verifyToken: string | null
}

/**
 * The profile of a signed-in visitor: their details and bookings. A file of its own, so a visitor who
 * is not signed in (sent on to the login) never downloads the bookings' code.
 */
export function SignedInProfile({ user, verifyToken }: SignedInProfileProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const onConfirmed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['user/me'] })
    void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS })
  }, [queryClient])
  return (
    <ProfileCard
      user={user}
      onLogout={(scope) => {
        navigate(PATHS.home)
        void logOut(scope)
      }}
    >
      {verifyToken ? (
        <EmailConfirmation token={verifyToken} onConfirmed={onConfirmed} />
      ) : (
        <EmailVerificationPrompt user={user} />
      )}
      <MyBookings />
    </ProfileCard>
  )
}

export default SignedInProfile
