import { type BloodTest, formatRupees } from '@labsite/shared'
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'

type BloodTestCardProps = {
  test: BloodTest
  onBook: (test: BloodTest) => void
}

/** One blood test: what it measures, its preparation and price, and a way to book it. */
export function BloodTestCard({ test, onBook }: BloodTestCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {test.name}
          </Title>
          <Badge color="teal.9" variant="outline">
            {test.category}
          </Badge>
        </Group>
        <Text size="sm">{test.description}</Text>
        <Text size="sm" c="gray.7">
          Sample: {test.sampleType} · Fasting: {test.fasting} · Report in {test.reportTime}
        </Text>
        <Group gap="xs" align="baseline" mt="auto">
          <Text fw={700} size="lg">
            {formatRupees(test.price)}
          </Text>
          {test.originalPrice > test.price ? (
            <Text size="sm" c="gray.7" td="line-through">
              <VisuallyHidden>Original price </VisuallyHidden>
              {formatRupees(test.originalPrice)}
            </Text>
          ) : null}
        </Group>
        <Button onClick={() => onBook(test)} aria-label={`Book Now: ${test.name}`}>
          Book Now
        </Button>
      </Stack>
    </Card>
  )
}
