import { type BloodTest, formatRupees } from '@labsite/shared'
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { RecordCardActions } from '../../components/RecordCardActions'

export interface BloodTestCardProps {
  test: BloodTest
  onEdit?: () => void
  onDelete?: () => void
}

/** One blood test in the admin grid (spec §2: name, category, description, price, report time). */
export function BloodTestCard({ test, onEdit, onDelete }: BloodTestCardProps) {
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
            {formatRupees(test.price)}
            {test.originalPrice > test.price ? (
              <Text span size="sm" td="line-through" ml="xs" c="dark.6" fw={400}>
                {formatRupees(test.originalPrice)}
              </Text>
            ) : null}
          </Text>
          <Text size="sm">Report in {test.reportTime}</Text>
        </Group>
        {onEdit || onDelete ? (
          <RecordCardActions name={test.name} justify="flex-end" onEdit={onEdit} onDelete={onDelete} />
        ) : null}
      </Stack>
    </Card>
  )
}
