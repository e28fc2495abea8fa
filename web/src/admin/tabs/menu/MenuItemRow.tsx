import { hasTranslation, MESSAGES, type MenuItem, normalizeOrder, type Translations } from '@labsite/shared'
import { ActionIcon, Badge, Button, Group, NumberInput, Paper, TextInput } from '@mantine/core'
import { type GetInputPropsReturnType, useForm } from '@mantine/form'
import { IconTrash } from '@tabler/icons-react'
import { type ReactNode, useEffect, useState } from 'react'
import { showAdminToast } from '../../components/admin-toast'
import { HistoryButton } from '../../components/history/HistoryButton'

export interface MenuItemDraft {
  title: string
  path: string
  order: number
  /** The title in Hindi. */
  i18n: Translations
}

/** The row's fields as typed (the order may be '' until saved; the Hindi title typed beside the English). */
export type MenuItemFormValues = Omit<MenuItemDraft, 'order' | 'i18n'> & {
  order: number | string
  hindiTitle: string
}

/** The menu item's Hindi title as typed, and as the API carries it. */
export const hindiTitleOf = (i18n: Translations | undefined) => String(i18n?.hi?.title ?? '')
export const i18nOfHindiTitle = (hindiTitle: string): Translations => ({ hi: { title: hindiTitle.trim() } })

const valuesOf = (item: MenuItem): MenuItemFormValues => ({
  title: item.title,
  path: item.path,
  order: item.order,
  hindiTitle: hindiTitleOf(item.i18n),
})

/** The Hindi title input of a menu item, with "Missing Hindi translation" while only English is written. */
export function HindiTitleInput({
  english,
  ariaLabel,
  inputProps,
}: {
  english: string
  ariaLabel?: string
  inputProps: GetInputPropsReturnType
}) {
  const missing = english.trim() !== '' && !hasTranslation(inputProps.value)
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <TextInput label="शीर्षक (हिन्दी)" lang="hi" aria-label={ariaLabel} {...inputProps} />
      {missing && (
        <Badge color="red.9" variant="light" size="sm" mb={8}>
          Missing Hindi translation
        </Badge>
      )}
    </Group>
  )
}

export interface MenuItemRowProps {
  item: MenuItem
  onSave: (item: MenuItem, draft: MenuItemDraft) => Promise<boolean>
  onDelete: (item: MenuItem) => void
  /** The item as a restore from its history wrote it. */
  onRestored: (item: MenuItem) => void
  /** The drag handle (SortableItem): drag it, or focus it and use space and the arrow keys. */
  handle: ReactNode
}

/** One menu item with inline fields, save, history, delete, and its drag handle (mouse, touch or keyboard). */
export function MenuItemRow({ item, onSave, onDelete, onRestored, handle }: MenuItemRowProps) {
  const form = useForm<MenuItemFormValues>({ mode: 'controlled', initialValues: valuesOf(item) })
  const [busy, setBusy] = useState(false)

  // A save, reorder or conflict reload elsewhere brings a new version of the item: show it.
  const { setValues } = form
  useEffect(() => setValues(valuesOf(item)), [item, setValues])

  async function save() {
    const { title, path, order, hindiTitle } = form.getValues()
    if (!title.trim() || !path.trim()) {
      showAdminToast({ title: 'Error', message: MESSAGES.fillAllFields, color: 'red' })
      return
    }
    setBusy(true)
    await onSave(item, {
      title: title.trim(),
      path: path.trim(),
      order: normalizeOrder(order),
      i18n: i18nOfHindiTitle(hindiTitle),
    })
    setBusy(false)
  }

  const name = `menu item "${item.title}"`

  return (
    <Paper withBorder p="sm" radius="md">
      <Group wrap="wrap" gap="sm" align="flex-end">
        {handle}
        <TextInput label="Title" aria-label={`Title of ${name}`} {...form.getInputProps('title')} />
        <HindiTitleInput
          english={form.getValues().title}
          ariaLabel={`हिन्दी शीर्षक: ${item.title}`}
          inputProps={form.getInputProps('hindiTitle')}
        />
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
        <HistoryButton
          target={{ resource: 'menu-item', id: item._id }}
          name={name}
          onRestored={(restored) => onRestored(restored as MenuItem)}
        />
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
