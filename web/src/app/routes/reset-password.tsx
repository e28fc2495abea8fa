import { RESET_REDIRECT_MS } from '@labsite/shared'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-account'

export function ResetPasswordRoute() {
  const { t } = useTranslation()
  usePageTitle('resetPassword')
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [reset, setReset] = useState(false)

  // After a successful reset the visitor moves on to login after RESET_REDIRECT_MS.
  useEffect(() => {
    if (!reset) return
    const timer = window.setTimeout(() => navigate(PATHS.login), RESET_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [reset, navigate])

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <ResetPasswordForm token={token} onReset={() => setReset(true)} />
    </AuthCard>
  )
}

export default ResetPasswordRoute
