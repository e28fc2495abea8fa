import { Button, Container, Stack } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useRefreshUser } from '../../features/auth/api/get-me'
import { logOut } from '../../features/auth/api/logout'
import { EmailConfirmation, EmailVerificationPrompt } from '../../features/auth/components/EmailVerification'
import { ProfileCard } from '../../features/auth/components/ProfileCard'
import { useSession } from '../../features/auth/stores/session-store'
import { MY_BOOKINGS } from '../../features/enquiries/api/my-bookings'
import { MyBookings } from '../../features/enquiries/components/MyBookings'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

export function ProfileRoute() {
  usePageTitle('profile')
  useRefreshUser()
  const { t } = useTranslation()
  const user = useSession((state) => (state.token ? state.user : null))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // A verification mail's link: `/profile#verify=<token>` (the fragment never reaches a server log).
  const verifyToken = new URLSearchParams(useLocation().hash.slice(1)).get('verify')
  const onConfirmed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['user/me'] })
    void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS })
  }, [queryClient])

  if (!user && verifyToken) {
    // The link works on a device that is not signed in: confirm, then offer the login.
    return (
      <Container size="sm" py={48}>
        <Stack>
          <EmailConfirmation token={verifyToken} />
          <Button component={Link} to={PATHS.login} variant="light">
            {t('verifyEmail.logIn')}
          </Button>
        </Stack>
      </Container>
    )
  }
  if (!user) return <Navigate to={PATHS.login} replace />
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

export default ProfileRoute
