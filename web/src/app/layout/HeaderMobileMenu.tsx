import { Anchor, Stack, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { useBusinessContact } from '../../features/site/api/get-site-content'
import { callHref } from './call-link'
import classes from './SiteHeader.module.css'
import type { HeaderLink } from './use-header-links'

/** The menu the burger opens on a phone: the header's links, Logout when signed in, a call link. */
export function HeaderMobileMenu({
  links,
  onLogout,
  onClose,
}: {
  links: HeaderLink[]
  /** Set when signed in. */
  onLogout: (() => void) | undefined
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { data: contact } = useBusinessContact()
  return (
    <nav id="mobile-menu" aria-label={t('header.mobileNav')} className={classes.mobile}>
      <Stack gap={0}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.mobileLink} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        {onLogout ? (
          <UnstyledButton className={classes.mobileLink} onClick={onLogout}>
            {t('header.logout')}
          </UnstyledButton>
        ) : null}
        {/* The contact strip is hidden on a phone: its call link is here instead. */}
        {contact?.phone ? (
          <Anchor href={callHref(contact.phone)} className={classes.mobileLink} hiddenFrom="sm">
            {t('header.callUs', { phone: contact.phone })}
          </Anchor>
        ) : null}
      </Stack>
    </nav>
  )
}
