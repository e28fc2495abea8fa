import { Burger, Container, Group, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { NavLink, useNavigate } from 'react-router-dom'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { PATHS } from '../../config/paths'
import { logOut } from '../../features/auth/api/logout'
import { useIsSignedIn } from '../../features/auth/stores/session-store'
import { BasketLink } from '../../features/bookings/components/BasketLink'
import { HeaderBrand } from './HeaderBrand'
import { HeaderContactStrip } from './HeaderContactStrip'
import { HeaderMobileMenu } from './HeaderMobileMenu'
import classes from './SiteHeader.module.css'
import { useHeaderLinks } from './use-header-links'

/**
 * The site header: contact strip, brand, the header's links (see use-header-links.ts), Logout when
 * signed in, the basket, the language switch, and on a phone a burger opening the same links.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const [opened, { toggle, close }] = useDisclosure(false)
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const links = useHeaderLinks()
  const logout = () => {
    close()
    navigate(PATHS.home)
    void logOut()
  }
  return (
    <header className={classes.header}>
      <HeaderContactStrip />
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" w="100%">
          <HeaderBrand />
          <nav aria-label={t('header.mainNav')} className={classes.desktopNav}>
            <Group gap="md" visibleFrom="md">
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.link} end={link.to === PATHS.home}>
                  {link.label}
                </NavLink>
              ))}
              {signedIn ? (
                <UnstyledButton className={classes.link} onClick={logout}>
                  {t('header.logout')}
                </UnstyledButton>
              ) : null}
            </Group>
          </nav>
          <Group gap="xs" wrap="nowrap">
            <BasketLink />
            <LanguageSwitch />
            <Burger
              className={classes.control}
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={opened ? t('header.closeMenu') : t('header.openMenu')}
              aria-expanded={opened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>
      {opened ? (
        <HeaderMobileMenu links={links} onLogout={signedIn ? logout : undefined} onClose={close} />
      ) : null}
    </header>
  )
}
