import type { MediaItem } from '@labsite/shared'
import { Card, Group, Image, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A picture's name as staff know it: its file name, else the last part of its address. */
export function mediaName(item: MediaItem): string {
  return item.originalName || item.url.split('/').pop() || item.url
}

/** One picture of the library: thumbnail, name, size and alt text, then its buttons. */
export function MediaThumb({ item, children }: { item: MediaItem; children: ReactNode }) {
  const name = mediaName(item)
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={name}>
      <Card.Section>
        <Image src={item.url} alt={item.alt} h={120} width={320} height={120} fit="cover" loading="lazy" />
      </Card.Section>
      <Text fw={600} size="sm" mt="xs" truncate="end" title={name}>
        {name}
      </Text>
      <Text size="xs">
        {item.width && item.height ? `${item.width} × ${item.height}` : 'Size not known'}
        {item.alt ? '' : ' · no alt text'}
      </Text>
      <Group gap="xs" mt="xs" justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Card>
  )
}
