import { Navigate, useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useRefreshUser } from '../../features/auth/api/get-me'
import { logOut } from '../../features/auth/api/logout'
import { ProfileCard } from '../../features/auth/components/ProfileCard'
import { useSession } from '../../features/auth/stores/session-store'
import { MyBookings } from '../../features/enquiries/components/MyBookings'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

export function ProfileRoute() {
  usePageTitle('profile')
  useRefreshUser()
  const user = useSession((state) => (state.token ? state.user : null))
  const navigate = useNavigate()
  if (!user) return <Navigate to={PATHS.login} replace />
  return (
    <ProfileCard
      user={user}
      onLogout={(scope) => {
        navigate(PATHS.home)
        void logOut(scope)
      }}
    >
      <MyBookings />
    </ProfileCard>
  )
}

export default ProfileRoute
