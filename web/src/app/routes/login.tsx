import { PAGE_TITLES } from '@labsite/shared'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { LoginForm } from '../../features/auth/components/LoginForm'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

export function LoginRoute() {
  usePageTitle(PAGE_TITLES.login)
  const navigate = useNavigate()
  return (
    <AuthCard title="Login" subtitle="Welcome back. Log in to see your profile.">
      <LoginForm onSignedIn={() => navigate(PATHS.profile)} />
    </AuthCard>
  )
}

export default LoginRoute
