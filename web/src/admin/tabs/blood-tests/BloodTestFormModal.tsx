import { type BloodTest, BloodTestCreate, type BloodTestFields, toNumberOrZero } from '@labsite/shared'
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { createBloodTest, updateBloodTest } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { PreparationField } from '../../components/PreparationField'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCurrencySymbol } from '../../hooks/use-price-format'
import { schemaField } from '../../lib/schema-field'

type BloodTestFormValues = Omit<BloodTestFields, 'price' | 'originalPrice'> & {
  price: number | string
  originalPrice: number | string
}

const EMPTY: BloodTestFormValues = {
  name: '',
  category: '',
  description: '',
  price: '',
  originalPrice: '',
  sampleType: 'Blood',
  fasting: 'Not Required',
  reportTime: '24 hours',
  preparation: '',
  i18n: {},
}

const valuesOf = (test: Partial<BloodTest>): BloodTestFormValues => ({ ...EMPTY, ...test })

type TextKey = 'name' | 'category' | 'sampleType' | 'fasting' | 'reportTime'
const NAME_FIELDS: [TextKey, string][] = [
  ['name', 'Name'],
  ['category', 'Category'],
]
const PRICE_FIELDS: ['price' | 'originalPrice', string][] = [
  ['price', 'Price'],
  ['originalPrice', 'Original price'],
]
const DETAIL_FIELDS: [TextKey, string][] = [
  ['sampleType', 'Sample type'],
  ['fasting', 'Fasting'],
  ['reportTime', 'Report time'],
]

function bodyOf(values: BloodTestFormValues): BloodTestFields {
  return {
    name: values.name.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    price: toNumberOrZero(values.price),
    originalPrice: toNumberOrZero(values.originalPrice),
    sampleType: values.sampleType.trim(),
    fasting: values.fasting.trim(),
    reportTime: values.reportTime.trim(),
    preparation: values.preparation.trim(),
    i18n: values.i18n,
  }
}

export interface BloodTestFormModalProps {
  opened: boolean
  test: BloodTest | null
  onClose: () => void
  /** The saved record (or, when queued offline, the fields under a local id). */
  onSaved: (test: BloodTest) => void
}

/** 'Add New Blood Test' / 'Edit Blood Test'; the fields BloodTestCreate requires are marked required. */
export function BloodTestFormModal({ opened, test, onClose, onSaved }: BloodTestFormModalProps) {
  const save = useAdminSave()
  const dialog = useAdminForm(opened, test, valuesOf, EMPTY)
  const { form, idempotencyKey } = dialog
  const currency = useCurrencySymbol()

  async function submit(values: BloodTestFormValues) {
    const fields = bodyOf(values)
    const now = new Date().toISOString()
    const local = (id: string): BloodTest =>
      ({ ...(test ?? { _id: id, id, version: 1, createdAt: now }), ...fields, updatedAt: now }) as BloodTest
    dialog.setBusy(true)
    const saved = await save<BloodTest>({
      ...(test
        ? updateBloodTest(test._id, fields, dialog.version, `Update blood test "${fields.name}"`)
        : createBloodTest(fields, idempotencyKey, `Add blood test "${fields.name}"`)),
      successMessage: test
        ? { title: 'Blood test updated', message: `"${fields.name}" was saved.` }
        : { title: 'Blood test added', message: `"${fields.name}" was added.` },
      onSaved,
      onQueued: () => onSaved(local(test?._id ?? idempotencyKey)),
      onConflictReload: (current) =>
        dialog.load(valuesOf(current as Partial<BloodTest>), current.version as number),
    })
    dialog.setBusy(false)
    if (saved) onClose()
  }

  const textInput = ([key, label]: [TextKey, string]) => (
    <TextInput key={key} label={label} {...schemaField(form, BloodTestCreate, key)} />
  )

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={test ? 'Edit Blood Test' : 'Add New Blood Test'}
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel={test ? 'Save Changes' : 'Add Blood Test'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{NAME_FIELDS.map(textInput)}</SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        {...schemaField(form, BloodTestCreate, 'description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PRICE_FIELDS.map(([key, label]) => (
          <NumberInput
            key={key}
            label={`${label} (${currency})`}
            min={0}
            {...schemaField(form, BloodTestCreate, key)}
          />
        ))}
        {DETAIL_FIELDS.map(textInput)}
      </SimpleGrid>
      <PreparationField form={form} />
      <LocalizedFormFields
        form={form}
        resource="blood-test"
        labels={{
          name: 'Name',
          description: 'Description',
          sampleType: 'Sample type',
          fasting: 'Fasting',
          reportTime: 'Report time',
          preparation: 'Preparation',
        }}
      />
    </AdminFormModal>
  )
}
