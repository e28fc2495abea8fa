import {
  normalizeTestimonialRating,
  RATING_MAX,
  RATING_MIN,
  type Testimonial,
  TestimonialFields,
} from '@labsite/shared'
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { ImageField } from '../../components/ImageField'
import { LocalizedFields, localizedFormProps } from '../../components/LocalizedFields'
import { PublishingControls } from '../../components/publishing/PublishingControls'
import {
  type PublishingValues,
  publishingFieldsOf,
  publishingValuesOf,
} from '../../components/publishing/publishing-values'
import { enterSaves } from '../../lib/enter-saves'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { schemaField } from '../../lib/schema-field'
import { FormButtons } from './FormButtons'
import type { RecordFormProps } from './RecordManager'

interface TestimonialFormValues extends Omit<TestimonialFields, 'rating' | 'status' | 'publishAt'> {
  rating: number | string
  publishing: PublishingValues
}

const required = (message: string) => (value: string) => (value.trim() ? null : message)

/** A testimonial needs a name and its text; a rating outside 1–5 becomes 5. */
export function TestimonialForm({
  initial,
  busy,
  onSubmit,
  onCancel,
}: RecordFormProps<Testimonial, TestimonialFields>) {
  const form = useForm<TestimonialFormValues>({
    initialValues: {
      name: initial?.name ?? '',
      role: initial?.role ?? '',
      company: initial?.company ?? '',
      content: initial?.content ?? '',
      rating: initial?.rating ?? RATING_MAX,
      imageUrl: initial?.imageUrl ?? '',
      publishing: publishingValuesOf(initial),
      i18n: initial?.i18n ?? {},
    },
    validate: { name: required('Name is required'), content: required('Testimonial text is required') },
  })

  return (
    <form
      onKeyDownCapture={enterSaves}
      noValidate
      onSubmit={form.onSubmit(({ publishing, ...values }) =>
        onSubmit({
          ...values,
          name: values.name.trim(),
          content: values.content.trim(),
          rating: normalizeTestimonialRating(values.rating),
          ...publishingFieldsOf(publishing),
        }),
      )}
    >
      <Stack>
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          {...schemaField(form, TestimonialFields, 'name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Role" {...schemaField(form, TestimonialFields, 'role')} />
          <TextInput label="Company" {...schemaField(form, TestimonialFields, 'company')} />
        </SimpleGrid>
        <Textarea
          label="Testimonial"
          withAsterisk
          autosize
          minRows={3}
          {...schemaField(form, TestimonialFields, 'content')}
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
          {...form.getInputProps('rating')}
        />
        <ImageField
          label="Photo"
          value={form.values.imageUrl}
          onChange={(url) => form.setFieldValue('imageUrl', url)}
        />
        <LocalizedFields
          resource="testimonial"
          labels={{ role: 'Role', company: 'Company', content: 'Testimonial' }}
          {...localizedFormProps(form)}
        />
        <PublishingControls
          value={form.values.publishing}
          onChange={(publishing) => form.setFieldValue('publishing', publishing)}
        />
      </Stack>
      <FormButtons busy={busy} onCancel={onCancel} submitLabel="Save testimonial" />
    </form>
  )
}
