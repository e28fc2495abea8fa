import { REPORT_HOURS_RANGE } from '@labsite/shared'
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCertificate, IconClockHour4, IconHome, IconStethoscope } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const BENEFITS = [
  { icon: IconHome, title: 'thyroid.homeTitle', text: 'thyroid.homeText' },
  { icon: IconCertificate, title: 'thyroid.labsTitle', text: 'thyroid.labsText' },
  { icon: IconClockHour4, title: 'thyroid.reportsTitle', text: 'thyroid.reportsText' },
  { icon: IconStethoscope, title: 'thyroid.doctorTitle', text: 'thyroid.doctorText' },
] as const

/** Why book a thyroid package with us. */
export function ThyroidBenefits() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="benefits-title">
      <Title order={2} id="benefits-title" mb="lg">
        {t('thyroid.benefits')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {BENEFITS.map((benefit) => (
          <Card key={benefit.title} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <benefit.icon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="sm">
              {t(benefit.title)}
            </Title>
            <Text mt={4}>{t(benefit.text, { hours: REPORT_HOURS_RANGE })}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  )
}
