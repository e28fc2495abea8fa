import { MESSAGES, nextOrder, normalizeOrder, PATHS } from '@labsite/shared'
import { Button, Group, NumberInput, Paper, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconPlus } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { showAdminToast } from '../../components/admin-toast'
import { HindiTitleInput, i18nOfHindiTitle, type MenuItemDraft, type MenuItemFormValues } from './MenuItemRow'

export interface MenuAddFormProps {
  /** How many items exist: a new item's default order is this plus 1. */
  count: number
  /** Saves the item; resolves true when it was saved (the form then clears). */
  onAdd: (item: MenuItemDraft, idempotencyKey: string) => Promise<boolean>
}

/** 'Add a menu item': title, path and order; a missing title or path is refused with a toast. */
export function MenuAddForm({ count, onAdd }: MenuAddFormProps) {
  const form = useForm<MenuItemFormValues>({
    mode: 'controlled',
    initialValues: { title: '', path: '', order: nextOrder(count), hindiTitle: '' },
  })
  const [busy, setBusy] = useState(false)
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per item being typed in
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [round])

  const { setFieldValue } = form
  useEffect(() => setFieldValue('order', nextOrder(count)), [count, setFieldValue])

  async function submit({ title, path, order, hindiTitle }: MenuItemFormValues) {
    if (!title.trim() || !path.trim()) {
      showAdminToast({ title: 'Error', message: MESSAGES.fillAllFields, color: 'red' })
      return
    }
    setBusy(true)
    const saved = await onAdd(
      {
        title: title.trim(),
        path: path.trim(),
        order: normalizeOrder(order),
        i18n: i18nOfHindiTitle(hindiTitle),
      },
      idempotencyKey,
    )
    setBusy(false)
    if (saved) {
      form.setValues({ title: '', path: '', hindiTitle: '' })
      setRound((r) => r + 1)
    }
  }

  return (
    <Paper withBorder p="md" radius="md" mb="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate>
      <Title order={2} size="h4" mb="sm">
        Add Menu Item
      </Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Title" {...form.getInputProps('title')} />
        <HindiTitleInput english={form.getValues().title} inputProps={form.getInputProps('hindiTitle')} />
        <TextInput label="Path" placeholder={PATHS.bloodTests} {...form.getInputProps('path')} />
        <NumberInput label="Order" w={110} allowDecimal={false} {...form.getInputProps('order')} />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={busy} disabled={busy}>
          Add Menu Item
        </Button>
      </Group>
    </Paper>
  )
}
