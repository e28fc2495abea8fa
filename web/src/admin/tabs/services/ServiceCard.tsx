import { formatServicePrice, type Service, truncate } from '@labsite/shared'
import { Badge, Card, Group, Image, Rating, Stack, Text, Title } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { RecordCardActions } from '../../components/RecordCardActions'
import { usePriceFormat } from '../../hooks/use-price-format'

const DESCRIPTION_MAX = 110

export interface ServiceCardProps {
  service: Service
  /** Absent for staff (read-only): no edit or delete controls. */
  onEdit?: () => void
  onDelete?: () => void
  /** The selection checkbox and drag handle of the tab, above the card's content. */
  leading?: ReactNode
}

/** One service in the admin grid: what the public card shows, plus edit and delete. */
export function ServiceCard({ service, onEdit, onDelete, leading }: ServiceCardProps) {
  const priceFormat = usePriceFormat()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={service.title}>
      {leading ? (
        <Group justify="space-between" mb="xs">
          {leading}
        </Group>
      ) : null}
      {service.image ? (
        <Card.Section>
          <Image
            src={service.image}
            alt={service.imageAlt || service.title}
            h={160}
            width={400}
            height={160}
            fit="cover"
            loading="lazy"
          />
        </Card.Section>
      ) : null}
      <Stack gap={6} mt="sm">
        <Group gap="xs">
          {service.category ? (
            <Badge variant="light" color="teal.9">
              {service.category}
            </Badge>
          ) : null}
          {service.isPopular ? (
            <Badge color="violet.9" variant="filled">
              Popular
            </Badge>
          ) : null}
        </Group>
        <Title order={3} size="h4">
          {service.title}
        </Title>
        <Text size="sm">{truncate(service.description, DESCRIPTION_MAX)}</Text>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} c="teal.9">
            {formatServicePrice(service.amount, priceFormat) ?? 'Price on request'}
          </Text>
          {service.unparsedPrice ? (
            <Badge color="orange.9" variant="light" title={`Old price text: ${service.unparsedPrice}`}>
              Price needs setting
            </Badge>
          ) : null}
          {service.duration ? (
            <Group gap={4}>
              <IconClock size={16} aria-hidden />
              <Text size="sm">{service.duration}</Text>
            </Group>
          ) : null}
        </Group>
        <Group gap="xs">
          <Rating value={service.rating} fractions={10} readOnly size="sm" aria-hidden />
          <Text size="sm">
            {service.rating} / 5 · {service.patients} patients
          </Text>
        </Group>
        <RecordCardActions
          name={service.title}
          justify="flex-end"
          mt="xs"
          onEdit={onEdit}
          onDelete={onDelete}
          history={{ resource: 'service', id: service._id }}
        />
      </Stack>
    </Card>
  )
}
