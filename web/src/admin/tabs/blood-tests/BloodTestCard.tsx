import { type BloodTest, formatPrice } from '@labsite/shared'
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { RecordCardActions } from '../../components/RecordCardActions'
import { usePriceFormat } from '../../hooks/use-price-format'

export interface BloodTestCardProps {
  test: BloodTest
  onEdit?: () => void
  onDelete?: () => void
}

/** One blood test in the admin grid (spec §2: name, category, description, price, report time). */
export function BloodTestCard({ test, onEdit, onDelete }: BloodTestCardProps) {
  const priceFormat = usePriceFormat()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={test.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4">
            {test.name}
          </Title>
          <Badge variant="light" color="teal.9">
            {test.category}
          </Badge>
        </Group>
        <Text size="sm">{test.description}</Text>
        <Group justify="space-between">
          <Text fw={700} c="teal.9">
            {formatPrice(test.price, priceFormat)}
            {test.originalPrice > test.price ? (
              <Text span size="sm" td="line-through" ml="xs" c="dark.6" fw={400}>
                {formatPrice(test.originalPrice, priceFormat)}
              </Text>
            ) : null}
          </Text>
          <Text size="sm">Report in {test.reportTime}</Text>
        </Group>
        <RecordCardActions
          name={test.name}
          justify="flex-end"
          onEdit={onEdit}
          onDelete={onDelete}
          history={{ resource: 'blood-test', id: test._id }}
        />
      </Stack>
    </Card>
  )
}
