import { Anchor, Burger, Container, Group, Image, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, NavLink } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useContactInfo, useMenu, useSiteSettings } from '../../features/site/api/get-site-content'
import classes from './SiteHeader.module.css'

/** Header of spec §2: contact strip, brand, Home, Admin, account links and the menu items sorted by order. */
export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false)
  const { data: contact } = useContactInfo()
  const { data: menu } = useMenu()
  const { data: settings } = useSiteSettings()
  const items = [...(menu ?? [])].sort((a, b) => a.order - b.order)
  const links = [
    { to: PATHS.home, label: 'Home' },
    ...items.map((item) => ({ to: item.path, label: item.title })),
    { to: PATHS.admin, label: 'Admin' },
    { to: PATHS.login, label: 'Login' },
    { to: PATHS.signup, label: 'Sign up' },
  ]
  return (
    <header className={classes.header}>
      <div className={classes.strip}>
        <Container size="xl">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">{contact ? `Call us: ${contact.phone}` : ' '}</Text>
            <Text size="sm">{contact?.businessHours}</Text>
            <Text size="sm">
              {contact ? (
                <Anchor href={`mailto:${contact.email}`} c="white">
                  {contact.email}
                </Anchor>
              ) : null}
            </Text>
          </Group>
        </Container>
      </div>
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" h="100%">
          <Anchor component={Link} to={PATHS.home} underline="never" className={classes.brand}>
            <Group gap="xs" wrap="nowrap">
              {settings?.logoUrl ? <Image src={settings.logoUrl} alt="" w={36} h={36} radius="sm" /> : null}
              <Text fw={700} size="lg">
                {settings?.websiteName ?? 'Aarogya Diagnostics'}
              </Text>
            </Group>
          </Anchor>
          <nav aria-label="Main">
            <Group gap="md" visibleFrom="md">
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.link} end={link.to === PATHS.home}>
                  {link.label}
                </NavLink>
              ))}
            </Group>
          </nav>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? 'Close menu' : 'Open menu'}
            aria-expanded={opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      {opened ? (
        <nav id="mobile-menu" aria-label="Mobile" className={classes.mobile}>
          <Stack gap={0}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.mobileLink} onClick={close}>
                {link.label}
              </NavLink>
            ))}
          </Stack>
        </nav>
      ) : null}
    </header>
  )
}
