import { FOOTER_SERVICES_COUNT, FOOTER_STATISTICS, FOOTER_TITLE_MAX, truncate } from '@labsite/shared'
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { PATHS, servicePath } from '../../config/paths'
import { useServices } from '../../features/catalogue/api/get-services'
import { useContactInfo } from '../../features/site/api/get-site-content'
import classes from './SiteFooter.module.css'

const SUPPORT_LINKS = [
  { to: PATHS.offers, label: 'Offers' },
  { to: PATHS.bulkBooking, label: 'Bulk Booking Discount' },
  { to: PATHS.bookConsultation, label: 'Book a Consultation' },
  { to: PATHS.blog, label: 'Health Blog' },
  { to: PATHS.terms, label: 'Terms and Conditions' },
]

/** Footer of spec §2: first 6 packages (titles cut at 30), support links, contact details, fixed statistics. */
export function SiteFooter() {
  const { data: services } = useServices()
  const { data: contact } = useContactInfo()
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Packages
            </Title>
            {(services ?? []).slice(0, FOOTER_SERVICES_COUNT).map((service) => (
              <Anchor key={service.id} component={Link} to={servicePath(service.id)} className={classes.link}>
                {truncate(service.title, FOOTER_TITLE_MAX)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Support
            </Title>
            {SUPPORT_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
                {link.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Contact
            </Title>
            {contact ? (
              <>
                <Text>{contact.phone}</Text>
                <Anchor href={`mailto:${contact.email}`} className={classes.link}>
                  {contact.email}
                </Anchor>
                {contact.address.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
                <Text>{contact.businessHours}</Text>
              </>
            ) : null}
          </Stack>
          <SimpleGrid cols={2} spacing="md">
            {FOOTER_STATISTICS.map((stat) => (
              <div key={stat.label}>
                <Text fw={700} size="xl">
                  {stat.value}
                </Text>
                <Text size="sm">{stat.label}</Text>
              </div>
            ))}
          </SimpleGrid>
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Text size="sm">© {new Date().getFullYear()} Aarogya Diagnostics</Text>
        </Group>
      </Container>
    </footer>
  )
}
