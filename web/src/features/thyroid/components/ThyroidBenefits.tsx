import { REPORT_HOURS_RANGE } from '@labsite/shared'
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCertificate, IconClockHour4, IconHome, IconStethoscope } from '@tabler/icons-react'

const BENEFITS = [
  {
    icon: IconHome,
    title: 'Free Home Collection',
    text: 'A trained phlebotomist collects your sample at home.',
  },
  { icon: IconCertificate, title: 'Accredited Labs', text: 'Samples are processed in NABL-accredited labs.' },
  { icon: IconClockHour4, title: 'Fast Reports', text: `Digital reports in ${REPORT_HOURS_RANGE} hours.` },
  { icon: IconStethoscope, title: 'Doctor Guidance', text: 'A doctor explains your results on a free call.' },
]

/** Why book a thyroid package with us. */
export function ThyroidBenefits() {
  return (
    <section aria-labelledby="benefits-title">
      <Title order={2} id="benefits-title" mb="lg">
        Benefits
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {BENEFITS.map((benefit) => (
          <Card key={benefit.title} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <benefit.icon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="sm">
              {benefit.title}
            </Title>
            <Text mt={4}>{benefit.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  )
}
