import { type BloodTest, formatPrice } from '@labsite/shared'
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { RecordCardActions } from '../../components/RecordCardActions'
import { usePriceFormat } from '../../hooks/use-price-format'

export interface BloodTestCardProps {
  test: BloodTest
  onEdit?: () => void
  onDelete?: () => void
  /** The selection checkbox and drag handle of the tab, above the card's content. */
  leading?: ReactNode
}

/** One blood test in the admin grid (name, category, description, price, report time). */
export function BloodTestCard({ test, onEdit, onDelete, leading }: BloodTestCardProps) {
  const priceFormat = usePriceFormat()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={test.name}>
      {leading ? (
        <Group justify="space-between" mb="xs">
          {leading}
        </Group>
      ) : null}
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
