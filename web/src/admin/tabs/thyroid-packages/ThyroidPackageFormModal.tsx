import {
  type ThyroidPackage,
  ThyroidPackageCreate,
  type ThyroidPackageFields,
  toNumberOrZero,
} from '@labsite/shared'
import { Checkbox, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { thyroidPackages } from '../../api'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { PictureFields } from '../../components/PictureFields'
import { PreparationField } from '../../components/PreparationField'
import { RecordFormModal } from '../../components/RecordFormModal'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useCurrencySymbol } from '../../hooks/use-price-format'
import { standInRecord } from '../../hooks/use-record-submit'
import { requiredErrors } from '../../lib/required-errors'
import { schemaField } from '../../lib/schema-field'

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
  preparation: '',
  i18n: {},
}

const valuesOf = ({ order: _order, ...pack }: ThyroidPackage): PackageFormValues => ({ ...EMPTY, ...pack })

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
    preparation: values.preparation.trim(),
    i18n: values.i18n,
  }
}

const TEXT_FIELDS: ['report_time' | 'sample_type' | 'fasting_required', string][] = [
  ['report_time', 'Report time'],
  ['sample_type', 'Sample type'],
  ['fasting_required', 'Fasting'],
]

const errorsOf = requiredErrors<PackageFormValues>(ThyroidPackageCreate)

/** 'Add Thyroid Package' / 'Edit Thyroid Package': everything the thyroid page shows, with an optional picture. */
export function ThyroidPackageFormModal(props: CatalogueFormProps<ThyroidPackage>) {
  const { opened, record } = props
  const dialog = useAdminForm(opened, record, valuesOf, EMPTY)
  const { form } = dialog
  const currency = useCurrencySymbol()

  return (
    <RecordFormModal
      {...props}
      collection={thyroidPackages}
      noun="thyroid package"
      errorsOf={errorsOf}
      // Numbered last until the server numbers it.
      standIn={(fields, key) => ({ ...standInRecord(fields, key), order: 1e5, amount: fields.price })}
      nameOf={(fields) => fields.name}
      bodyOf={bodyOf}
      valuesOf={valuesOf}
      dialog={dialog}
      title={record ? 'Edit Thyroid Package' : 'Add Thyroid Package'}
      submitLabel={record ? 'Save Changes' : 'Add Thyroid Package'}
    >
      <TextInput label="Name" data-autofocus {...schemaField(form, ThyroidPackageCreate, 'name')} />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        {...schemaField(form, ThyroidPackageCreate, 'description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={`Price (${currency})`}
          min={0}
          {...schemaField(form, ThyroidPackageCreate, 'price')}
        />
        <NumberInput
          label={`Original price (${currency})`}
          min={0}
          {...schemaField(form, ThyroidPackageCreate, 'originalPrice')}
        />
      </SimpleGrid>
      <TextInput
        label="Tests included"
        description="Separated by commas, e.g. TSH, Free T3, Free T4"
        {...schemaField(form, ThyroidPackageCreate, 'tests_included')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {TEXT_FIELDS.map(([key, label]) => (
          <TextInput key={key} label={label} {...schemaField(form, ThyroidPackageCreate, key)} />
        ))}
      </SimpleGrid>
      <Checkbox label="Mark as popular" {...form.getInputProps('popular', { type: 'checkbox' })} />
      <PreparationField form={form} />
      <PictureFields form={form} imageKey="image" altKey="image_alt" />
      <LocalizedFormFields
        form={form}
        resource="thyroid-package"
        labels={{
          name: 'Name',
          description: 'Description',
          tests_included: 'Tests included',
          report_time: 'Report time',
          sample_type: 'Sample type',
          fasting_required: 'Fasting',
          image_alt: 'Image alt text',
          preparation: 'Preparation',
        }}
      />
    </RecordFormModal>
  )
}
