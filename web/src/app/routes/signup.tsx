import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { SignInChoice } from '../../features/auth/components/SignInChoice'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-account'

// The e-mail and password form sits in the tab beside the code: its script (the terms' <Trans> with
// it) loads when that tab opens.
const SignupForm = lazy(() =>
  import('../../features/auth/components/SignupForm').then((module) => ({ default: module.SignupForm })),
)

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
