import { PAGE_TITLES } from '@labsite/shared'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { SignupForm } from '../../features/auth/components/SignupForm'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

export function SignupRoute() {
  usePageTitle(PAGE_TITLES.signup)
  const navigate = useNavigate()
  return (
    <AuthCard title="Create an Account" subtitle="Sign up to keep your details ready for your next booking.">
      <SignupForm onSignedUp={() => navigate(PATHS.profile)} />
    </AuthCard>
  )
}

export default SignupRoute
