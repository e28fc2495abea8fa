import {
  normalizeTestimonialRating,
  RATING_MAX,
  RATING_MIN,
  type Testimonial,
  TestimonialCreate,
  type TestimonialFields,
} from '@labsite/shared'
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { testimonials } from '../../api'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { ImageField } from '../../components/ImageField'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { PublishingControls } from '../../components/publishing/PublishingControls'
import {
  type PublishingValues,
  publishingFieldsOf,
  publishingValuesOf,
} from '../../components/publishing/publishing-values'
import { RecordFormModal } from '../../components/RecordFormModal'
import { useAdminForm } from '../../hooks/use-admin-form'
import { standInRecord } from '../../hooks/use-record-submit'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { requiredErrors } from '../../lib/required-errors'
import { schemaField } from '../../lib/schema-field'

type TestimonialFormValues = Omit<TestimonialFields, 'rating' | 'status' | 'publishAt'> & {
  rating: number | string
  publishing: PublishingValues
}

const EMPTY: TestimonialFormValues = {
  name: '',
  role: '',
  company: '',
  content: '',
  rating: RATING_MAX,
  imageUrl: '',
  publishing: publishingValuesOf(null),
  i18n: {},
}

function valuesOf(testimonial: Testimonial): TestimonialFormValues {
  const { name, role, company, content, rating, imageUrl, i18n } = testimonial
  return { name, role, company, content, rating, imageUrl, i18n, publishing: publishingValuesOf(testimonial) }
}

function bodyOf({ publishing, ...values }: TestimonialFormValues): TestimonialFields {
  return {
    ...values,
    name: values.name.trim(),
    content: values.content.trim(),
    rating: normalizeTestimonialRating(values.rating),
    ...publishingFieldsOf(publishing),
  }
}

const errorsOf = requiredErrors<TestimonialFormValues>(TestimonialCreate, { content: 'Testimonial text' })

/** 'Add testimonial' / 'Edit testimonial': a name and its text are needed; a rating outside 1–5 becomes 5. */
export function TestimonialForm(props: CatalogueFormProps<Testimonial>) {
  const { opened, record } = props
  const dialog = useAdminForm(opened, record, valuesOf, EMPTY)
  const { form } = dialog

  return (
    <RecordFormModal
      {...props}
      collection={testimonials}
      noun="testimonial"
      errorsOf={errorsOf}
      nameOf={(fields) => fields.name}
      bodyOf={bodyOf}
      valuesOf={valuesOf}
      standIn={standInRecord}
      dialog={dialog}
      title={record ? 'Edit testimonial' : 'Add testimonial'}
      submitLabel="Save testimonial"
    >
      <TextInput label="Name" data-autofocus {...schemaField(form, TestimonialCreate, 'name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Role" {...schemaField(form, TestimonialCreate, 'role')} />
        <TextInput label="Company" {...schemaField(form, TestimonialCreate, 'company')} />
      </SimpleGrid>
      <Textarea
        label="Testimonial"
        autosize
        minRows={3}
        {...schemaField(form, TestimonialCreate, 'content')}
      />
      <NumberInput
        label="Rating"
        description={`${RATING_MIN} to ${RATING_MAX} stars`}
        styles={READABLE_DESCRIPTION}
        min={RATING_MIN}
        max={RATING_MAX}
        step={1}
        allowDecimal={false}
        w={160}
        {...schemaField(form, TestimonialCreate, 'rating')}
      />
      <ImageField
        label="Photo"
        value={form.values.imageUrl}
        onChange={(url) => form.setFieldValue('imageUrl', url)}
      />
      <LocalizedFormFields
        form={form}
        resource="testimonial"
        labels={{ role: 'Role', company: 'Company', content: 'Testimonial' }}
      />
      <PublishingControls
        value={form.values.publishing}
        onChange={(publishing) => form.setFieldValue('publishing', publishing)}
      />
    </RecordFormModal>
  )
}
