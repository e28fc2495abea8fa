import { NABL_SAMPLES_PERCENT, REPORT_HOURS } from '@labsite/shared'
import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCertificate, IconClockHour4, IconStethoscope } from '@tabler/icons-react'

const REASONS = [
  {
    icon: IconCertificate,
    title: 'NABL Accredited Labs',
    text: `Up to ${NABL_SAMPLES_PERCENT}% of samples are processed in NABL-accredited partner laboratories.`,
  },
  {
    icon: IconClockHour4,
    title: `Reports in ${REPORT_HOURS} Hours`,
    text: `Your digital report is ready within ${REPORT_HOURS} hours after the sample reaches the lab.`,
  },
  {
    icon: IconStethoscope,
    title: 'Trusted by Doctors',
    text: 'Doctors across the city rely on our results and recommend our packages to their patients.',
  },
]

/** 'Why Choose Us' (spec §2): the three promises. */
export function WhyChooseUs() {
  return (
    <Container size="xl" py={56} component="section" aria-labelledby="why-title">
      <Title order={2} id="why-title" ta="center" mb="xl">
        Why Choose Us
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {REASONS.map((reason) => (
          <Card key={reason.title} withBorder padding="xl">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <reason.icon size={28} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {reason.title}
            </Title>
            <Text mt="xs">{reason.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  )
}
