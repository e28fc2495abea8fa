import type { MenuItem } from '@labsite/shared'
import { Group, Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { CatalogueCardActions } from '../../components/CatalogueListTab'
import { RecordCardActions } from '../../components/RecordCardActions'

/** One menu item in its list: order, title (and Hindi title), path, and history, edit and delete. */
export function MenuItemCard({
  item,
  leading,
  actions,
}: {
  item: MenuItem
  leading: ReactNode
  actions: CatalogueCardActions<MenuItem>
}) {
  const hindi = String(item.i18n?.hi?.title ?? '')
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {leading}
          <Text size="sm" c="dimmed">{`${item.order}.`}</Text>
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{item.title}</Text>
            {hindi ? (
              <Text size="sm" lang="hi">
                {hindi}
              </Text>
            ) : null}
            <Text size="sm">{item.path}</Text>
          </div>
        </Group>
        <RecordCardActions
          name={`menu item "${item.title}"`}
          wrap="nowrap"
          history={{ resource: 'menu-item', id: item._id }}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
        />
      </Group>
    </Paper>
  )
}
