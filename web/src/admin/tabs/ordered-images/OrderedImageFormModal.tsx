import { MESSAGES, nextOrder, normalizeOrder } from '@labsite/shared'
import { useMemo } from 'react'
import { AdminFormModal } from '../../components/AdminFormModal'
import { showAdminToast } from '../../components/admin-toast'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'
import { OrderedImageFields, type OrderedImageFormValues } from './OrderedImageFields'
import {
  bodyOf,
  changedFields,
  type OrderedImageDraft,
  type OrderedImageRecord,
  type OrderedImageResource,
  orderedImageOf,
} from './ordered-image'

export interface OrderedImageFormModalProps extends CatalogueFormProps<OrderedImageRecord> {
  resource: OrderedImageResource
  /** How many images the list has: a new one's default order is this plus 1. */
  count: number
}

/**
 * 'Add Slider' / 'Edit Background': image, alt text and order. A missing image or alt text is
 * refused with 'Please fill in all fields'; an edit sends only the fields that changed.
 */
export function OrderedImageFormModal(props: OrderedImageFormModalProps) {
  const { resource, count, opened, record, onClose, onSaved } = props
  const save = useAdminSave()
  const valuesOf = useMemo(
    () =>
      (stored: OrderedImageRecord): OrderedImageFormValues => {
        const { url, alt, order, i18n } = orderedImageOf(resource, stored)
        return { url, alt, order, i18n }
      },
    [resource],
  )
  const empty = useMemo<OrderedImageFormValues>(
    () => ({ url: '', alt: '', order: nextOrder(count), i18n: {} }),
    [count],
  )
  const dialog = useAdminForm(opened, record, valuesOf, empty)
  const noun = resource.noun
  const lower = noun.toLowerCase()

  async function submit(values: OrderedImageFormValues) {
    const draft: OrderedImageDraft = {
      url: values.url.trim(),
      alt: values.alt.trim(),
      order: normalizeOrder(values.order),
      i18n: values.i18n,
    }
    if (!draft.url || !draft.alt) {
      showAdminToast({ title: 'Error', message: MESSAGES.fillAllFields, color: 'red' })
      return
    }
    const changes = record ? changedFields(orderedImageOf(resource, record), draft) : draft
    if (Object.keys(changes).length === 0) return onClose()
    const json = bodyOf(resource, changes)
    const key = dialog.idempotencyKey
    dialog.setBusy(true)
    const saved = await save<OrderedImageRecord>({
      ...(record
        ? resource.collection.update(record._id, json, dialog.version, `Update ${lower} "${draft.alt}"`)
        : resource.collection.create(json, key, `Add ${lower} "${draft.alt}"`)),
      successMessage: record
        ? { title: `${noun} updated`, message: `"${draft.alt}" was saved.` }
        : { title: `${noun} added`, message: `"${draft.alt}" was added.` },
      onSaved,
      onQueued: () => onSaved({ ...(record ?? { _id: key, version: 1 }), ...json }),
      openedWith: record ?? undefined,
      onConflictReload: (current) => dialog.loadTheirs(valuesOf(current), current.version),
    })
    dialog.setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={record ? `Edit ${noun}` : `Add ${noun}`}
      onSubmit={dialog.form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel={record ? 'Save Changes' : `Add ${noun}`}
      noValidate
    >
      <OrderedImageFields resource={resource} form={dialog.form} />
    </AdminFormModal>
  )
}
