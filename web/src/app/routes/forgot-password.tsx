import { useTranslation } from 'react-i18next'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-account'

export function ForgotPasswordRoute() {
  const { t } = useTranslation()
  usePageTitle('forgotPassword')
  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  )
}

export default ForgotPasswordRoute
