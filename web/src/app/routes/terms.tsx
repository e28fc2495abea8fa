import { BRAND_NAME, REPORT_HOURS_RANGE } from '@labsite/shared'
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useBusinessContact, useSiteSettings } from '../../features/site/api/get-site-content'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-terms'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** The terms a visitor accepts on sign-up (every link leads somewhere real). */
export function TermsRoute() {
  usePageTitle('terms')
  const { t } = useTranslation()
  const { data: settings } = useSiteSettings()
  const { data: contact } = useBusinessContact()
  const name = settings?.websiteName?.trim() || BRAND_NAME
  const hours = REPORT_HOURS_RANGE
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('terms.title')}</Title>
          <Text c="gray.7">{t('terms.intro', { name })}</Text>
        </div>
        <Section title={t('terms.serviceTitle')}>
          <Text>{t('terms.serviceText', { name })}</Text>
        </Section>
        <Section title={t('terms.bookingTitle')}>
          <Text>{t('terms.bookingText')}</Text>
        </Section>
        <Section title={t('terms.accountTitle')}>
          <List spacing="xs">
            <List.Item>{t('terms.accountName')}</List.Item>
            <List.Item>{t('terms.accountPassword')}</List.Item>
            <List.Item>{t('terms.accountClose')}</List.Item>
          </List>
        </Section>
        <Section title={t('terms.samplesTitle')}>
          <Text>{t('terms.samplesText', { hours })}</Text>
        </Section>
        <Section title={t('terms.emergencyTitle')}>
          <Text>{t('terms.emergencyText')}</Text>
        </Section>
        <Section title={t('terms.dataTitle')}>
          <Text>{t('terms.dataText')}</Text>
        </Section>
        <Section title={t('terms.paymentTitle')}>
          <Text>{t('terms.paymentText')}</Text>
        </Section>
        <Section title={t('terms.changesTitle')}>
          <Text>{t('terms.changesText')}</Text>
        </Section>
        <Section title={t('terms.contactTitle')}>
          <Text>
            {t('terms.contactQuestion')}{' '}
            {contact?.email ? (
              <Trans
                i18nKey={contact.phone ? 'terms.contactWriteOrCall' : 'terms.contactWrite'}
                values={{ email: contact.email, phone: contact.phone }}
                components={{ email: <Anchor href={`mailto:${contact.email}`} /> }}
              />
            ) : (
              <Trans
                i18nKey="terms.contactForm"
                components={{ home: <Anchor component={Link} to={PATHS.home} /> }}
              />
            )}
          </Text>
        </Section>
      </Stack>
    </Container>
  )
}

export default TermsRoute
