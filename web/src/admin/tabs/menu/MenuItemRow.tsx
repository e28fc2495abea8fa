import { MESSAGES, type MenuItem, normalizeOrder } from '@labsite/shared'
import { ActionIcon, Button, Group, NumberInput, Paper, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconTrash } from '@tabler/icons-react'
import { type ReactNode, useEffect, useState } from 'react'
import { showAdminToast } from '../../components/admin-toast'

export interface MenuItemDraft {
  title: string
  path: string
  order: number
}

/** The row's fields as typed (the order may be '' until saved). */
export type MenuItemFormValues = Omit<MenuItemDraft, 'order'> & { order: number | string }

const valuesOf = (item: MenuItem): MenuItemFormValues => ({
  title: item.title,
  path: item.path,
  order: item.order,
})

export interface MenuItemRowProps {
  item: MenuItem
  onSave: (item: MenuItem, draft: MenuItemDraft) => Promise<boolean>
  onDelete: (item: MenuItem) => void
  /** The drag handle (SortableItem): drag it, or focus it and use space and the arrow keys. */
  handle: ReactNode
}

/** One menu item with inline fields, save, delete, and its drag handle (mouse, touch or keyboard). */
export function MenuItemRow({ item, onSave, onDelete, handle }: MenuItemRowProps) {
  const form = useForm<MenuItemFormValues>({ mode: 'controlled', initialValues: valuesOf(item) })
  const [busy, setBusy] = useState(false)

  // A save, reorder or conflict reload elsewhere brings a new version of the item: show it.
  const { setValues } = form
  useEffect(() => setValues(valuesOf(item)), [item, setValues])

  async function save() {
    const { title, path, order } = form.getValues()
    if (!title.trim() || !path.trim()) {
      showAdminToast({ title: 'Error', message: MESSAGES.fillAllFields, color: 'red' })
      return
    }
    setBusy(true)
    await onSave(item, { title: title.trim(), path: path.trim(), order: normalizeOrder(order) })
    setBusy(false)
  }

  const name = `menu item "${item.title}"`

  return (
    <Paper withBorder p="sm" radius="md">
      <Group wrap="wrap" gap="sm" align="flex-end">
        {handle}
        <TextInput label="Title" aria-label={`Title of ${name}`} {...form.getInputProps('title')} />
        <TextInput label="Path" aria-label={`Path of ${name}`} {...form.getInputProps('path')} />
        <NumberInput
          label="Order"
          aria-label={`Order of ${name}`}
          w={100}
          allowDecimal={false}
          {...form.getInputProps('order')}
        />
        <Button variant="outline" onClick={save} loading={busy} disabled={busy} aria-label={`Save ${name}`}>
          Save
        </Button>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(item)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  )
}
