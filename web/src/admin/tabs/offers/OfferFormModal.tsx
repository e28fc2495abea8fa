import { dropEmpty, type Offer, type OfferFields, toNumberOrZero } from '@labsite/shared'
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { offers } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { ImageField } from '../../components/ImageField'
import { ListField } from '../../components/ListField'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'
import type { OrderedFormProps } from '../ordered-records/OrderedRecordsTab'

type OfferFormValues = Omit<OfferFields, 'order' | 'discount' | 'discountedPrice' | 'originalPrice'> & {
  discount: number | string
  discountedPrice: number | string
  originalPrice: number | string
}

const EMPTY: OfferFormValues = {
  title: '',
  discount: '',
  popularity: '',
  discountedPrice: '',
  originalPrice: '',
  description: '',
  features: [],
  validTill: '',
  image: '',
  imageAlt: '',
}

const valuesOf = ({ order: _order, ...offer }: Offer): OfferFormValues => ({ ...EMPTY, ...offer })

/** The fields to send; `order` is left out so a new offer goes last and an edit keeps its place. */
function bodyOf(values: OfferFormValues): Omit<OfferFields, 'order'> {
  return {
    title: values.title.trim(),
    discount: toNumberOrZero(values.discount),
    popularity: values.popularity.trim(),
    discountedPrice: toNumberOrZero(values.discountedPrice),
    originalPrice: toNumberOrZero(values.originalPrice),
    description: values.description.trim(),
    features: dropEmpty(values.features),
    validTill: values.validTill.trim(),
    image: values.image.trim(),
    imageAlt: values.imageAlt.trim(),
  }
}

const required = (label: string) => (value: unknown) =>
  String(value ?? '').trim() === '' ? `${label} is required` : null

/** 'Add Offer' / 'Edit Offer': everything the Offers page shows, with an optional picture. */
export function OfferFormModal({ opened, record, onClose, onSaved }: OrderedFormProps<Offer>) {
  const save = useAdminSave()
  const dialog = useAdminForm(opened, record, valuesOf, EMPTY)
  const { form, idempotencyKey } = dialog

  async function submit(values: OfferFormValues) {
    const errors = {
      title: required('Title')(values.title),
      discount: required('Discount')(values.discount),
      discountedPrice: required('Offer price')(values.discountedPrice),
      originalPrice: required('Original price')(values.originalPrice),
    }
    if (Object.values(errors).some(Boolean)) {
      form.setErrors(errors)
      return
    }
    const fields = bodyOf(values)
    const now = new Date().toISOString()
    dialog.setBusy(true)
    const saved = await save<Offer>({
      ...(record
        ? offers.update(record._id, fields, dialog.version, `Update offer "${fields.title}"`)
        : offers.create(fields as OfferFields, idempotencyKey, `Add offer "${fields.title}"`)),
      successMessage: record
        ? { title: 'Offer updated', message: `"${fields.title}" was saved.` }
        : { title: 'Offer added', message: `"${fields.title}" was added.` },
      onSaved,
      onQueued: () =>
        onSaved({
          ...(record ?? { _id: idempotencyKey, id: idempotencyKey, version: 1, createdAt: now, order: 1e5 }),
          ...fields,
          updatedAt: now,
        } as Offer),
      onConflictReload: (current) => dialog.load(valuesOf(current as Offer), current.version as number),
    })
    dialog.setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={record ? 'Edit Offer' : 'Add Offer'}
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel={record ? 'Save Changes' : 'Add Offer'}
      noValidate
    >
      <TextInput label="Title" withAsterisk data-autofocus {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Discount (%)"
          withAsterisk
          min={0}
          max={100}
          {...form.getInputProps('discount')}
        />
        <NumberInput
          label="Offer price (₹)"
          withAsterisk
          min={0}
          {...form.getInputProps('discountedPrice')}
        />
        <NumberInput
          label="Original price (₹)"
          withAsterisk
          min={0}
          {...form.getInputProps('originalPrice')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Label" placeholder="Most Popular" {...form.getInputProps('popularity')} />
        <TextInput
          label="Valid till"
          type="date"
          description="Leave empty for no end date"
          {...form.getInputProps('validTill')}
        />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <ListField
        label="Features"
        values={form.values.features}
        onChange={(features) => form.setFieldValue('features', features)}
        addLabel="Add feature"
      />
      <ImageField
        label="Picture"
        value={form.values.image}
        onChange={(url) => form.setFieldValue('image', url)}
      />
      <TextInput
        label="Picture description (alt text)"
        description="What the picture shows, for visitors who cannot see it"
        {...form.getInputProps('imageAlt')}
      />
    </AdminFormModal>
  )
}
