import { FAQ_DEFAULT_CATEGORY, type Faq, FaqFields } from '@labsite/shared'
import { Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { LocalizedFields, localizedFormProps } from '../../components/LocalizedFields'
import { PublishingControls } from '../../components/publishing/PublishingControls'
import {
  type PublishingValues,
  publishingFieldsOf,
  publishingValuesOf,
} from '../../components/publishing/publishing-values'
import { enterSaves } from '../../lib/enter-saves'
import { schemaField } from '../../lib/schema-field'
import { FormButtons } from './FormButtons'
import type { RecordFormProps } from './RecordManager'

const required = (message: string) => (value: string) => (value.trim() ? null : message)

/** A FAQ needs a question and an answer; an empty category is 'General'. */
export function FaqForm({ initial, busy, onSubmit, onCancel }: RecordFormProps<Faq, FaqFields>) {
  const form = useForm<Omit<FaqFields, 'status' | 'publishAt'> & { publishing: PublishingValues }>({
    initialValues: {
      question: initial?.question ?? '',
      answer: initial?.answer ?? '',
      category: initial?.category ?? FAQ_DEFAULT_CATEGORY,
      publishing: publishingValuesOf(initial),
      i18n: initial?.i18n ?? {},
    },
    validate: { question: required('Question is required'), answer: required('Answer is required') },
  })
  return (
    <form
      onKeyDownCapture={enterSaves}
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          question: values.question.trim(),
          answer: values.answer.trim(),
          category: values.category.trim() || FAQ_DEFAULT_CATEGORY,
          ...publishingFieldsOf(values.publishing),
          i18n: values.i18n,
        }),
      )}
    >
      <Stack>
        <TextInput
          label="Question"
          withAsterisk
          data-autofocus
          {...schemaField(form, FaqFields, 'question')}
        />
        <Textarea
          label="Answer"
          withAsterisk
          autosize
          minRows={3}
          {...schemaField(form, FaqFields, 'answer')}
        />
        <TextInput label="Category" {...schemaField(form, FaqFields, 'category')} />
        <LocalizedFields
          resource="faq"
          labels={{ question: 'Question', answer: 'Answer' }}
          {...localizedFormProps(form)}
        />
        <PublishingControls
          value={form.values.publishing}
          onChange={(publishing) => form.setFieldValue('publishing', publishing)}
        />
      </Stack>
      <FormButtons busy={busy} onCancel={onCancel} submitLabel="Save FAQ" />
    </form>
  )
}
