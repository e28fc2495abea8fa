import { Button, Container, Stack } from '@mantine/core'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useRefreshUser } from '../../features/auth/api/get-me'
import { EmailConfirmation } from '../../features/auth/components/EmailVerification'
import { useSession } from '../../features/auth/stores/session-store'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-account'

// Loaded only for a signed-in visitor; until it arrives the page's own loading state shows.
const SignedInProfile = lazy(() => import('./profile-signed-in'))

export function ProfileRoute() {
  usePageTitle('profile')
  useRefreshUser()
  const { t } = useTranslation()
  const user = useSession((state) => (state.token ? state.user : null))
  // A verification mail's link: `/profile#verify=<token>` (the fragment never reaches a server log).
  const verifyToken = new URLSearchParams(useLocation().hash.slice(1)).get('verify')

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
  return <SignedInProfile user={user} verifyToken={verifyToken} />
}

export default ProfileRoute
