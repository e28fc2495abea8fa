import { Box, Group, Image, Paper, Stack, Title } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { HistoryTarget } from '../../api'
import { RecordCardActions } from '../../components/RecordCardActions'

export interface OrderedRecordCardProps {
  name: string
  image: { src: string; alt: string }
  /** The selection checkbox and drag handle (admins), beside the card's actions. */
  leading?: ReactNode
  onEdit?: () => void
  onDelete?: () => void
  /** The record's history (History button for staff and admins). */
  history?: HistoryTarget
  children: ReactNode
}

/** One record of an ordered list: its picture, name and details, select, drag handle, edit and delete. */
export function OrderedRecordCard(props: OrderedRecordCardProps) {
  const { name, image, leading, onEdit, onDelete, history, children } = props
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={name}>
      <Group align="flex-start" gap="md">
        {image.src ? (
          <Image src={image.src} alt={image.alt} w={120} h={80} fit="cover" radius="sm" loading="lazy" />
        ) : (
          <Box w={120} h={80} display="grid" style={{ placeItems: 'center' }} bg="gray.1" aria-hidden>
            <IconPhotoOff size={24} />
          </Box>
        )}
        <Stack gap={4} flex={1} miw={200}>
          <Title order={3} size="h4">
            {name}
          </Title>
          {children}
        </Stack>
        {leading || onEdit || onDelete || history ? (
          <Group gap="xs" wrap="nowrap">
            {leading}
            <RecordCardActions
              name={name}
              onEdit={onEdit}
              onDelete={onDelete}
              history={history}
              wrap="nowrap"
            />
          </Group>
        ) : null}
      </Group>
    </Paper>
  )
}
