import type { Service } from '@labsite/shared'
import { Paper, SimpleGrid, Text, Title } from '@mantine/core'

/** The service statistics block: figures a visitor weighs before booking. */
export function ServiceStatistics({ service }: { service: Service }) {
  const figures = [
    { label: 'Patients served', value: service.patients.toLocaleString('en-IN') },
    { label: 'Average rating', value: `${service.rating.toFixed(1)} / 5` },
    { label: 'Tests included', value: service.testsCount > 0 ? String(service.testsCount) : '–' },
    { label: 'Sample collection', value: service.duration || '–' },
  ]
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        Service Statistics
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="md" radius="md">
            <Text fw={700} size="xl" c="teal.9">
              {figure.value}
            </Text>
            <Text size="sm">{figure.label}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  )
}
