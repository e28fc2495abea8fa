import type { MenuItem } from '@labsite/shared'
import { Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { createMenuItem, deleteMenuItem, menuQuery, reorderMenu, updateMenuItem } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { HistoryButton } from '../../components/history/HistoryButton'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { SortableItem, SortableList } from '../../components/SortableList'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'
import { MenuAddForm } from './MenuAddForm'
import { type MenuItemDraft, MenuItemRow } from './MenuItemRow'
import { moveItem, sortByOrder } from './menu-order'

const NO_ITEMS: MenuItem[] = []

/**
 * Menu tab (§4): add, edit inline, delete, reorder by dragging (mouse, touch or keyboard),
 * and each item's history (staff read it, admins restore).
 */
export default function MenuTab() {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const menu = useAdminResource(menuQuery, NO_ITEMS)
  const [deleting, setDeleting] = useState<MenuItem | null>(null)
  const items = menu.data

  const upsertSorted = (saved: MenuItem) =>
    menu.setData((list) =>
      sortByOrder(
        list.some((i) => i._id === saved._id)
          ? list.map((i) => (i._id === saved._id ? saved : i))
          : [...list, saved],
      ),
    )

  function add(draft: MenuItemDraft, idempotencyKey: string) {
    const now = new Date().toISOString()
    return save<MenuItem>({
      ...createMenuItem(draft, idempotencyKey, `Add menu item "${draft.title}"`),
      successMessage: { title: 'Menu item added', message: `"${draft.title}" was added to the menu.` },
      onSaved: upsertSorted,
      onQueued: () =>
        upsertSorted({
          ...draft,
          _id: idempotencyKey,
          id: idempotencyKey,
          version: 1,
          createdAt: now,
          updatedAt: now,
        }),
    })
  }

  function update(item: MenuItem, draft: MenuItemDraft) {
    return save<MenuItem>({
      ...updateMenuItem(item._id, draft, item.version, `Update menu item "${draft.title}"`),
      successMessage: { title: 'Menu item updated', message: `"${draft.title}" was saved.` },
      onSaved: upsertSorted,
      onQueued: () => upsertSorted({ ...item, ...draft }),
      onConflictReload: (current) => upsertSorted(current),
    })
  }

  async function remove(item: MenuItem) {
    const dropLocally = () => menu.setData((list) => list.filter((i) => i._id !== item._id))
    await save({
      ...deleteMenuItem(item, `Delete menu item "${item.title}"`),
      successMessage: { title: 'Menu item deleted', message: `"${item.title}" was removed from the menu.` },
      onSaved: dropLocally,
      onQueued: dropLocally,
      onConflictReload: () => menu.reload(),
    })
  }

  async function move(from: number, to: number) {
    if (from === to || to < 0 || to >= items.length) return
    const reordered = moveItem(items, from, to)
    await save<MenuItem[]>({
      ...reorderMenu(
        reordered.map((item) => ({ _id: item._id, order: item.order })),
        'Reorder the menu',
      ),
      successMessage: { title: 'Menu reordered', message: 'The new menu order was saved.' },
      onSaved: menu.setData,
      onQueued: () => menu.setData(reordered),
    })
  }

  return (
    <section aria-label="Menu">
      {canEdit ? <MenuAddForm count={items.length} onAdd={add} /> : <ReadOnlyNote />}
      <LoadState status={menu.status} error={menu.error} what="menu items" onRetry={menu.reload}>
        {items.length === 0 ? <Text>No menu items yet.</Text> : null}
        {canEdit ? (
          <SortableList
            ids={items.map((item) => item._id)}
            nameOf={(id) => `menu item "${items.find((item) => item._id === id)?.title ?? id}"`}
            onMove={move}
          >
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Menu items">
              {items.map((item) => (
                <SortableItem
                  key={item._id}
                  id={item._id}
                  name={`menu item "${item.title}"`}
                  label={item.title}
                  disabled={false}
                  as="li"
                  testId="menu-item-row"
                >
                  {(handle) => (
                    <MenuItemRow
                      item={item}
                      handle={handle}
                      onSave={update}
                      onDelete={setDeleting}
                      onRestored={upsertSorted}
                    />
                  )}
                </SortableItem>
              ))}
            </Stack>
          </SortableList>
        ) : (
          <Table withTableBorder striped aria-label="Menu items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Path</Table.Th>
                <Table.Th scope="col">History</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item._id}>
                  <Table.Td>{item.order}</Table.Td>
                  <Table.Td>{item.title}</Table.Td>
                  <Table.Td>{item.path}</Table.Td>
                  <Table.Td>
                    <HistoryButton
                      target={{ resource: 'menu-item', id: item._id }}
                      name={`menu item "${item.title}"`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </LoadState>
      {canEdit ? (
        <ConfirmDelete
          opened={deleting !== null}
          onClose={() => setDeleting(null)}
          what={`menu item "${deleting?.title ?? ''}"`}
          onConfirm={() => deleting && remove(deleting)}
        />
      ) : null}
    </section>
  )
}
