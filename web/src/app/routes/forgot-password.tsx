import { PAGE_TITLES } from '@labsite/shared'
import { AuthCard } from '../../features/auth/components/AuthCard'
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

export function ForgotPasswordRoute() {
  usePageTitle(PAGE_TITLES.forgotPassword)
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your e-mail and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}

export default ForgotPasswordRoute
