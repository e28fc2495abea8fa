import { MESSAGES, normalizeOrder } from '@labsite/shared'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { AdminFormModal } from '../../components/AdminFormModal'
import { showAdminToast } from '../../components/admin-toast'
import { OrderedImageFields, type OrderedImageFormValues } from './OrderedImageFields'
import {
  changedFields,
  type OrderedImage,
  type OrderedImageDraft,
  type OrderedImageResource,
} from './ordered-image'

export interface OrderedImageEditModalProps {
  resource: OrderedImageResource
  /** The image being edited; null closes the dialog. */
  image: OrderedImage | null
  onClose: () => void
  /** Sends the changed fields; resolves true when saved. Not called when nothing changed. */
  onSave: (image: OrderedImage, changes: Partial<OrderedImageDraft>) => Promise<boolean>
}

/** 'Edit Background' / 'Edit Slider': the same fields as the add form; only changed fields are sent. */
export function OrderedImageEditModal({ resource, image, onClose, onSave }: OrderedImageEditModalProps) {
  const form = useForm<OrderedImageFormValues>({
    mode: 'controlled',
    initialValues: { url: '', alt: '', order: 1, i18n: {} },
  })
  const [busy, setBusy] = useState(false)

  const { setValues } = form
  useEffect(() => {
    if (image) setValues({ url: image.url, alt: image.alt, order: image.order, i18n: image.i18n })
  }, [image, setValues])

  async function submit(values: OrderedImageFormValues) {
    if (!image) return
    const url = values.url.trim()
    const alt = values.alt.trim()
    if (!url || !alt) {
      showAdminToast({ title: 'Error', message: MESSAGES.fillAllFields, color: 'red' })
      return
    }
    const changes = changedFields(image, {
      url,
      alt,
      order: normalizeOrder(values.order),
      i18n: values.i18n,
    })
    if (Object.keys(changes).length === 0) return onClose()
    setBusy(true)
    const saved = await onSave(image, changes)
    setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={image !== null}
      onClose={onClose}
      title={`Edit ${resource.noun}`}
      onSubmit={form.onSubmit(submit)}
      busy={busy}
      submitLabel="Save Changes"
      noValidate
    >
      <OrderedImageFields resource={resource} form={form} />
    </AdminFormModal>
  )
}
