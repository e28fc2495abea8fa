import { menuInOrder } from '@labsite/shared'
import { useTranslation } from 'react-i18next'
import { PATHS } from '../../config/paths'
import { useIsSignedIn } from '../../features/auth/stores/session-store'
import { useMenu } from '../../features/site/api/get-site-content'

export interface HeaderLink {
  to: string
  label: string
}

/**
 * The header's links: Home, the menu items sorted by order, Admin, and the account links: Profile
 * when signed in, Login and Sign up when signed out.
 */
export function useHeaderLinks(): HeaderLink[] {
  const { t } = useTranslation()
  const { data: menu } = useMenu()
  const signedIn = useIsSignedIn()
  return [
    { to: PATHS.home, label: t('header.home') },
    ...menuInOrder(menu ?? []).map((item) => ({ to: item.path, label: item.title })),
    { to: PATHS.admin, label: t('header.admin') },
    ...(signedIn
      ? [{ to: PATHS.profile, label: t('header.profile') }]
      : [
          { to: PATHS.login, label: t('header.login') },
          { to: PATHS.signup, label: t('header.signup') },
        ]),
  ]
}
