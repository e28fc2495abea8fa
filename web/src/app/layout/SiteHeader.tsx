import { BRAND_NAME, menuInOrder } from '@labsite/shared'
import {
  Anchor,
  Box,
  Burger,
  Container,
  Flex,
  Group,
  Image,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useNavigate } from 'react-router-dom'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { PATHS } from '../../config/paths'
import { logOut } from '../../features/auth/api/logout'
import { useIsSignedIn } from '../../features/auth/stores/session-store'
import { BasketLink } from '../../features/bookings/components/BasketLink'
import { useBusinessContact, useMenu, useSiteSettings } from '../../features/site/api/get-site-content'
import classes from './SiteHeader.module.css'

/**
 * The site header: contact strip, brand, Home, the menu items sorted by order, Admin, and the account
 * links: Profile and Logout when signed in, Login and Sign up when signed out.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const [opened, { toggle, close }] = useDisclosure(false)
  const { data: contact } = useBusinessContact()
  const { data: menu } = useMenu()
  const { data: settings } = useSiteSettings()
  const signedIn = useIsSignedIn()
  const navigate = useNavigate()
  const items = menuInOrder(menu ?? [])
  const name = settings?.websiteName || BRAND_NAME
  const shortName = settings?.shortName?.trim()
  const links = [
    { to: PATHS.home, label: t('header.home') },
    ...items.map((item) => ({ to: item.path, label: item.title })),
    { to: PATHS.admin, label: t('header.admin') },
    ...(signedIn
      ? [{ to: PATHS.profile, label: t('header.profile') }]
      : [
          { to: PATHS.login, label: t('header.login') },
          { to: PATHS.signup, label: t('header.signup') },
        ]),
  ]
  const logout = () => {
    close()
    navigate(PATHS.home)
    void logOut()
  }
  return (
    <header className={classes.header}>
      <div className={classes.strip}>
        <Container size="xl">
          {/* The details arrive after the first paint; each keeps its line reserved (one per line on
              phones), so the header never grows and pushes the page down (layout shift). */}
          <Flex
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            gap={{ base: 0, sm: 'xs' }}
            wrap="wrap"
          >
            <Text size="sm" className={classes.stripItem}>
              {contact?.phone ? (
                // One tap calls the lab from a phone.
                <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} c="white">
                  {t('header.callUs', { phone: contact.phone })}
                </Anchor>
              ) : (
                ' '
              )}
            </Text>
            <Text size="sm" className={classes.stripItem}>
              {contact?.businessHours}
            </Text>
            <Text size="sm" className={classes.stripItem}>
              {contact?.email ? (
                <Anchor href={`mailto:${contact.email}`} c="white">
                  {contact.email}
                </Anchor>
              ) : null}
            </Text>
          </Flex>
        </Container>
      </div>
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" w="100%">
          <Anchor
            component={Link}
            to={PATHS.home}
            underline="never"
            className={`${classes.brand} ${shortName ? classes.hasShortName : ''}`}
            aria-label={shortName ? name : undefined}
          >
            <Group gap="xs" wrap="nowrap" miw={0}>
              {/* Until the settings arrive the logo's place is kept, so the name beside it does not jump. */}
              {settings === undefined ? (
                <Box w={36} h={36} flex="none" className={classes.logo} />
              ) : settings.logoUrl ? (
                <Image
                  src={settings.logoUrl}
                  alt=""
                  w={36}
                  h={36}
                  radius="sm"
                  flex="none"
                  className={classes.logo}
                />
              ) : null}
              <Text component="span" className={classes.name}>
                {name}
              </Text>
              {shortName ? (
                <Text component="span" fw={700} className={classes.shortName}>
                  {shortName}
                </Text>
              ) : null}
            </Group>
          </Anchor>
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
        <nav id="mobile-menu" aria-label={t('header.mobileNav')} className={classes.mobile}>
          <Stack gap={0}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.mobileLink} onClick={close}>
                {link.label}
              </NavLink>
            ))}
            {signedIn ? (
              <UnstyledButton className={classes.mobileLink} onClick={logout}>
                {t('header.logout')}
              </UnstyledButton>
            ) : null}
            {/* The contact strip is hidden on a phone: its call link is here instead. */}
            {contact?.phone ? (
              <Anchor
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                className={classes.mobileLink}
                hiddenFrom="sm"
              >
                {t('header.callUs', { phone: contact.phone })}
              </Anchor>
            ) : null}
          </Stack>
        </nav>
      ) : null}
    </header>
  )
}
