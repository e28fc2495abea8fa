import { NABL_SAMPLES_PERCENT, REPORT_HOURS } from '@labsite/shared'
import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCertificate, IconClockHour4, IconStethoscope } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const REASONS = [
  {
    icon: IconCertificate,
    title: 'home.why.nablTitle',
    text: 'home.why.nablText',
  },
  {
    icon: IconClockHour4,
    title: 'home.why.reportsTitle',
    text: 'home.why.reportsText',
  },
  {
    icon: IconStethoscope,
    title: 'home.why.doctorsTitle',
    text: 'home.why.doctorsText',
  },
]

/** 'Why Choose Us': the three promises. */
export function WhyChooseUs() {
  const { t } = useTranslation()
  const values = { percent: NABL_SAMPLES_PERCENT, hours: REPORT_HOURS }
  return (
    <Container size="xl" py={56} component="section" aria-labelledby="why-title">
      <Title order={2} id="why-title" ta="center" mb="xl">
        {t('home.whyTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {REASONS.map((reason) => (
          <Card key={reason.title} withBorder padding="xl">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <reason.icon size={28} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t(reason.title, values)}
            </Title>
            <Text mt="xs">{t(reason.text, values)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  )
}
