import { type ThyroidPackage, type ThyroidPackageFields, toNumberOrZero } from '@labsite/shared'
import { Checkbox, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { thyroidPackages } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { ImageField } from '../../components/ImageField'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'
import type { OrderedFormProps } from '../ordered-records/OrderedRecordsTab'

type PackageFormValues = Omit<ThyroidPackageFields, 'order' | 'price' | 'originalPrice'> & {
  price: number | string
  originalPrice: number | string
}

const EMPTY: PackageFormValues = {
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  popular: false,
  tests_included: '',
  report_time: '24 hours',
  sample_type: 'Blood',
  fasting_required: 'Not Required',
  image: '',
  image_alt: '',
}

const valuesOf = ({ order: _order, ...pack }: ThyroidPackage): PackageFormValues => ({ ...EMPTY, ...pack })

/** The fields to send; `order` is left out so a new package goes last and an edit keeps its place. */
function bodyOf(values: PackageFormValues): Omit<ThyroidPackageFields, 'order'> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: toNumberOrZero(values.price),
    originalPrice: toNumberOrZero(values.originalPrice),
    popular: values.popular,
    tests_included: values.tests_included.trim(),
    report_time: values.report_time.trim(),
    sample_type: values.sample_type.trim(),
    fasting_required: values.fasting_required.trim(),
    image: values.image.trim(),
    image_alt: values.image_alt.trim(),
  }
}

const TEXT_FIELDS: ['report_time' | 'sample_type' | 'fasting_required', string][] = [
  ['report_time', 'Report time'],
  ['sample_type', 'Sample type'],
  ['fasting_required', 'Fasting'],
]

/** 'Add Thyroid Package' / 'Edit Thyroid Package': everything the thyroid page shows, with an optional picture. */
export function ThyroidPackageFormModal({
  opened,
  record,
  onClose,
  onSaved,
}: OrderedFormProps<ThyroidPackage>) {
  const save = useAdminSave()
  const dialog = useAdminForm(opened, record, valuesOf, EMPTY)
  const { form, idempotencyKey } = dialog

  async function submit(values: PackageFormValues) {
    const errors = {
      name: values.name.trim() ? null : 'Name is required',
      price: String(values.price).trim() ? null : 'Price is required',
      originalPrice: String(values.originalPrice).trim() ? null : 'Original price is required',
    }
    if (Object.values(errors).some(Boolean)) {
      form.setErrors(errors)
      return
    }
    const fields = bodyOf(values)
    const now = new Date().toISOString()
    dialog.setBusy(true)
    const saved = await save<ThyroidPackage>({
      ...(record
        ? thyroidPackages.update(
            record._id,
            fields,
            dialog.version,
            `Update thyroid package "${fields.name}"`,
          )
        : thyroidPackages.create(
            fields as ThyroidPackageFields,
            idempotencyKey,
            `Add thyroid package "${fields.name}"`,
          )),
      successMessage: record
        ? { title: 'Thyroid package updated', message: `"${fields.name}" was saved.` }
        : { title: 'Thyroid package added', message: `"${fields.name}" was added.` },
      onSaved,
      onQueued: () =>
        onSaved({
          ...(record ?? { _id: idempotencyKey, id: idempotencyKey, version: 1, createdAt: now, order: 1e5 }),
          ...fields,
          updatedAt: now,
        } as ThyroidPackage),
      onConflictReload: (current) =>
        dialog.load(valuesOf(current as ThyroidPackage), current.version as number),
    })
    dialog.setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={record ? 'Edit Thyroid Package' : 'Add Thyroid Package'}
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel={record ? 'Save Changes' : 'Add Thyroid Package'}
      noValidate
    >
      <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Price (₹)" withAsterisk min={0} {...form.getInputProps('price')} />
        <NumberInput
          label="Original price (₹)"
          withAsterisk
          min={0}
          {...form.getInputProps('originalPrice')}
        />
      </SimpleGrid>
      <TextInput
        label="Tests included"
        description="Separated by commas, e.g. TSH, Free T3, Free T4"
        {...form.getInputProps('tests_included')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {TEXT_FIELDS.map(([key, label]) => (
          <TextInput key={key} label={label} {...form.getInputProps(key)} />
        ))}
      </SimpleGrid>
      <Checkbox label="Mark as popular" {...form.getInputProps('popular', { type: 'checkbox' })} />
      <ImageField
        label="Picture"
        value={form.values.image}
        onChange={(url) => form.setFieldValue('image', url)}
      />
      <TextInput
        label="Picture description (alt text)"
        description="What the picture shows, for visitors who cannot see it"
        {...form.getInputProps('image_alt')}
      />
    </AdminFormModal>
  )
}
