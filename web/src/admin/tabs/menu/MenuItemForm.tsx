import {
  hasTranslation,
  type MenuItem,
  type MenuItemFields,
  nextOrder,
  normalizeOrder,
  PATHS,
} from '@labsite/shared'
import { Badge, Group, NumberInput, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { menuItems } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { useAdminForm } from '../../hooks/use-admin-form'
import { standInRecord, useRecordSubmit } from '../../hooks/use-record-submit'
import { requiredErrors } from '../../lib/required-errors'

/** The fields as typed (the order may be '' until saved; the Hindi title typed beside the English). */
interface MenuItemFormValues {
  title: string
  path: string
  order: number | string
  hindiTitle: string
}

const valuesOf = (item: MenuItem): MenuItemFormValues => ({
  title: item.title,
  path: item.path,
  order: item.order,
  hindiTitle: String(item.i18n?.hi?.title ?? ''),
})

const bodyOf = ({ title, path, order, hindiTitle }: MenuItemFormValues): MenuItemFields => ({
  title: title.trim(),
  path: path.trim(),
  order: normalizeOrder(order),
  i18n: { hi: { title: hindiTitle.trim() } },
})

const errorsOf = requiredErrors<MenuItemFormValues>([
  ['title', 'Title is required'],
  ['path', 'Path is required'],
])

/**
 * 'Add Menu Item' / 'Edit menu item': a title and a path are needed; a new item's order defaults to
 * the count plus 1, an invalid order becomes 1.
 */
export function MenuItemForm({ count, ...props }: CatalogueFormProps<MenuItem> & { count: number }) {
  const { opened, record, onClose, onSaved } = props
  const empty = useMemo(() => ({ title: '', path: '', order: nextOrder(count), hindiTitle: '' }), [count])
  const dialog = useAdminForm(opened, record, valuesOf, empty)
  const { form } = dialog
  const submit = useRecordSubmit({
    dialog,
    record,
    collection: menuItems,
    noun: 'menu item',
    errorsOf,
    nameOf: (fields) => fields.title,
    bodyOf,
    valuesOf,
    standIn: standInRecord,
    onSaved,
    onClose,
  })
  const { title, hindiTitle } = form.values
  const missingHindi = title.trim() !== '' && !hasTranslation(hindiTitle)

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={record ? 'Edit menu item' : 'Add Menu Item'}
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel="Save menu item"
      noValidate
    >
      <TextInput label="Title" withAsterisk data-autofocus {...form.getInputProps('title')} />
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput label="शीर्षक (हिन्दी)" lang="hi" {...form.getInputProps('hindiTitle')} />
        {missingHindi ? (
          <Badge color="red.9" variant="light" size="sm" mb={8}>
            Missing Hindi translation
          </Badge>
        ) : null}
      </Group>
      <TextInput label="Path" withAsterisk placeholder={PATHS.bloodTests} {...form.getInputProps('path')} />
      <NumberInput label="Order" w={110} allowDecimal={false} {...form.getInputProps('order')} />
    </AdminFormModal>
  )
}
