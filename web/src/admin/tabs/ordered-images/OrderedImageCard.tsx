import { Card, Group, Image, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { RecordCardActions } from '../../components/RecordCardActions'
import type { OrderedImage } from './ordered-image'

export interface OrderedImageCardProps {
  image: OrderedImage
  noun: string
  /** The audit entity of the image's history, e.g. 'slider'. */
  historyResource: string
  onEdit?: () => void
  onDelete?: () => void
  /** The drag handle (admins). */
  leading?: ReactNode
}

/** A thumbnail with its alt text and order, plus drag handle, edit and delete for admins. */
export function OrderedImageCard({
  image,
  noun,
  historyResource,
  onEdit,
  onDelete,
  leading,
}: OrderedImageCardProps) {
  const name = `${noun.toLowerCase()} "${image.alt}"`
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={image.alt}>
      <Card.Section>
        <Image src={image.url} alt={image.alt} h={140} width={320} height={140} fit="cover" loading="lazy" />
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <div>
          <Text fw={600} size="sm">
            {image.alt}
          </Text>
          <Text size="sm">Order {image.order}</Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {leading}
          <RecordCardActions
            name={name}
            wrap="nowrap"
            onEdit={onEdit}
            onDelete={onDelete}
            history={{ resource: historyResource, id: image._id }}
          />
        </Group>
      </Group>
    </Card>
  )
}
