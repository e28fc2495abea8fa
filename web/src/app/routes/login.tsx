import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { LoginForm } from '../../features/auth/components/LoginForm'
import { SignInChoice } from '../../features/auth/components/SignInChoice'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

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
