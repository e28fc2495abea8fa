import {
  type MenuItem,
  MenuItemCreate,
  type MenuItemFields,
  nextOrder,
  normalizeOrder,
  PATHS,
  type Translations,
  translationsOf,
} from '@labsite/shared'
import { NumberInput, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { menuItems } from '../../api'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { RecordFormModal } from '../../components/RecordFormModal'
import { useAdminForm } from '../../hooks/use-admin-form'
import { standInRecord } from '../../hooks/use-record-submit'
import { requiredErrors } from '../../lib/required-errors'
import { schemaField } from '../../lib/schema-field'

/** The fields as typed (the order may be '' until saved). */
interface MenuItemFormValues {
  title: string
  path: string
  order: number | string
  i18n: Translations
}

const valuesOf = (item: MenuItem): MenuItemFormValues => ({
  title: item.title,
  path: item.path,
  order: item.order,
  i18n: translationsOf(item.i18n),
})

// The menu's one translatable field, the title, is always sent (trimmed, empty when not written).
const bodyOf = ({ title, path, order, i18n }: MenuItemFormValues): MenuItemFields => ({
  title: title.trim(),
  path: path.trim(),
  order: normalizeOrder(order),
  i18n: { hi: { title: String(i18n.hi?.title ?? '').trim() } },
})

const errorsOf = requiredErrors<MenuItemFormValues>(MenuItemCreate)

/**
 * 'Add Menu Item' / 'Edit menu item': a title and a path are needed; a new item's order defaults to
 * the count plus 1, an invalid order becomes 1.
 */
export function MenuItemForm({ count, ...props }: CatalogueFormProps<MenuItem> & { count: number }) {
  const { opened, record } = props
  const empty = useMemo(() => ({ title: '', path: '', order: nextOrder(count), i18n: {} }), [count])
  const dialog = useAdminForm(opened, record, valuesOf, empty)
  const { form } = dialog

  return (
    <RecordFormModal
      {...props}
      collection={menuItems}
      noun="menu item"
      errorsOf={errorsOf}
      nameOf={(fields) => fields.title}
      bodyOf={bodyOf}
      valuesOf={valuesOf}
      standIn={standInRecord}
      dialog={dialog}
      title={record ? 'Edit menu item' : 'Add Menu Item'}
      submitLabel="Save menu item"
    >
      <TextInput label="Title" data-autofocus {...schemaField(form, MenuItemCreate, 'title')} />
      <TextInput label="Path" placeholder={PATHS.bloodTests} {...schemaField(form, MenuItemCreate, 'path')} />
      <NumberInput label="Order" w={110} allowDecimal={false} {...form.getInputProps('order')} />
      <LocalizedFormFields form={form} resource="menu-item" labels={{ title: 'Title' }} />
    </RecordFormModal>
  )
}
