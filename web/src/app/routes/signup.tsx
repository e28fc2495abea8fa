import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { SignInChoice } from '../../features/auth/components/SignInChoice'
import { SignupForm } from '../../features/auth/components/SignupForm'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

export function SignupRoute() {
  const { t } = useTranslation()
  usePageTitle('signup')
  const navigate = useNavigate()
  return (
    <AuthCard title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <SignInChoice onSignedIn={() => navigate(PATHS.profile)}>
        <SignupForm onSignedUp={() => navigate(PATHS.profile)} />
      </SignInChoice>
    </AuthCard>
  )
}

export default SignupRoute
