import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { SignInChoice } from '../../features/auth/components/SignInChoice'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-account'

// The e-mail and password form sits in the tab beside the code: its script loads when that tab opens.
const LoginForm = lazy(() =>
  import('../../features/auth/components/LoginForm').then((module) => ({ default: module.LoginForm })),
)

export function LoginRoute() {
  const { t } = useTranslation()
  usePageTitle('login')
  const navigate = useNavigate()
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <SignInChoice onSignedIn={() => navigate(PATHS.profile)}>
        <LoginForm onSignedIn={() => navigate(PATHS.profile)} />
      </SignInChoice>
    </AuthCard>
  )
}

export default LoginRoute
