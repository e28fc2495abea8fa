import {
  BRAND_NAME,
  FOOTER_SERVICES_COUNT,
  FOOTER_STATISTIC_KEYS,
  FOOTER_TITLE_MAX,
  truncate,
} from '@labsite/shared'
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { WhenVisible } from '../../components/WhenVisible'
import { PATHS, servicePath } from '../../config/paths'
import { useServices } from '../../features/catalogue/api/get-services'
import { useBusinessContact, useSiteSettings } from '../../features/site/api/get-site-content'
import classes from './SiteFooter.module.css'

const SUPPORT_LINKS = [
  { to: PATHS.offers, label: 'footer.offers' },
  { to: PATHS.bulkBooking, label: 'footer.bulkBooking' },
  { to: PATHS.bookConsultation, label: 'footer.bookConsultation' },
  { to: PATHS.trackBooking, label: 'footer.trackBooking' },
  { to: PATHS.blog, label: 'footer.blog' },
  { to: PATHS.terms, label: 'footer.terms' },
] as const
/**
 * The site footer. Its `<footer>` is in the page from the first render (the home page's chat link
 * watches it by id), its links and details come once the visitor scrolls near it, presses Tab, or the
 * browser is idle after the load: no page's first screen shows it, and drawing its ~40 components in the
 * app's first render made that render's longest task longer on a phone.
 */
export function SiteFooter() {
  return (
    <footer className={classes.footer} id="site-footer">
      <WhenVisible minHeight={FOOTER_RESERVED_HEIGHT}>
        <FooterContent />
      </WhenVisible>
    </footer>
  )
}

/** About the footer's height on a wide screen (on a phone it is taller, and nothing is below it). */
const FOOTER_RESERVED_HEIGHT = 360

/** The footer's content (the copyright line names the site as its settings do): first 6 packages (titles cut at 30), support links, contact details, and the figures staff set in site settings. */
function FooterContent() {
  const { t } = useTranslation()
  const { data: services } = useServices()
  const { data: contact } = useBusinessContact()
  const { data: settings } = useSiteSettings()
  return (
    <Container size="xl" py="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('footer.packages')}
          </Title>
          {(services ?? []).slice(0, FOOTER_SERVICES_COUNT).map((service) => (
            <Anchor key={service.id} component={Link} to={servicePath(service.id)} className={classes.link}>
              {truncate(service.title, FOOTER_TITLE_MAX)}
            </Anchor>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('footer.support')}
          </Title>
          {SUPPORT_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
              {t(link.label)}
            </Anchor>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('footer.contact')}
          </Title>
          {/* Each detail only once staff set it: a new install shows no placeholder as a fact. */}
          {contact?.phone ? <Text>{contact.phone}</Text> : null}
          {contact?.email ? (
            <Anchor href={`mailto:${contact.email}`} className={classes.link}>
              {contact.email}
            </Anchor>
          ) : null}
          {(contact?.address ?? []).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          {contact?.businessHours ? <Text>{contact.businessHours}</Text> : null}
        </Stack>
        <SimpleGrid cols={2} spacing="md">
          {FOOTER_STATISTIC_KEYS.filter((key) => settings?.statistics?.[key]?.trim()).map((key) => (
            <div key={key}>
              <Text fw={700} size="xl">
                {settings?.statistics?.[key]}
              </Text>
              <Text size="sm">{t(`footer.stats.${key}`)}</Text>
            </div>
          ))}
        </SimpleGrid>
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Text size="sm">
          {t('footer.copyright', {
            year: new Date().getFullYear(),
            name: settings?.websiteName || BRAND_NAME,
          })}
        </Text>
      </Group>
    </Container>
  )
}
