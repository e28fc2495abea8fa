import { Box, Center, Loader } from '@mantine/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { useSiteDefaultLanguage } from '../../i18n/use-site-default-language'
import { SignedInBookingPrefill } from './SignedInBookingPrefill'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate'

export function PublicLayout() {
  const { t } = useTranslation()
  useSiteDefaultLanguage()
  useScrollToTopOnNavigate()
  return (
    <SignedInBookingPrefill>
      {/* First on every page: past the header's links straight to the content (WCAG 2.4.1). */}
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} mih="60vh">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('common.loading')} />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </SignedInBookingPrefill>
  )
}
