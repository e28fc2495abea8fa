import { FAQ_DEFAULT_CATEGORY, type Faq, FaqFields } from '@labsite/shared'
import { Textarea, TextInput } from '@mantine/core'
import { faqs } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { LocalizedFields, localizedFormProps } from '../../components/LocalizedFields'
import { PublishingControls } from '../../components/publishing/PublishingControls'
import {
  type PublishingValues,
  publishingFieldsOf,
  publishingValuesOf,
} from '../../components/publishing/publishing-values'
import { useAdminForm } from '../../hooks/use-admin-form'
import { standInRecord, useRecordSubmit } from '../../hooks/use-record-submit'
import { requiredErrors } from '../../lib/required-errors'
import { schemaField } from '../../lib/schema-field'

type FaqFormValues = Omit<FaqFields, 'status' | 'publishAt'> & { publishing: PublishingValues }

const EMPTY: FaqFormValues = {
  question: '',
  answer: '',
  category: FAQ_DEFAULT_CATEGORY,
  publishing: publishingValuesOf(null),
  i18n: {},
}

function valuesOf(faq: Faq): FaqFormValues {
  const { question, answer, category, i18n } = faq
  return { question, answer, category, i18n, publishing: publishingValuesOf(faq) }
}

function bodyOf(values: FaqFormValues): FaqFields {
  return {
    question: values.question.trim(),
    answer: values.answer.trim(),
    category: values.category.trim() || FAQ_DEFAULT_CATEGORY,
    ...publishingFieldsOf(values.publishing),
    i18n: values.i18n,
  }
}

const errorsOf = requiredErrors<FaqFormValues>([
  ['question', 'Question is required'],
  ['answer', 'Answer is required'],
])

/** 'Add FAQ' / 'Edit FAQ': a question and an answer are needed; an empty category is 'General'. */
export function FaqForm({ opened, record, onClose, onSaved }: CatalogueFormProps<Faq>) {
  const dialog = useAdminForm(opened, record, valuesOf, EMPTY)
  const { form } = dialog
  const submit = useRecordSubmit({
    dialog,
    record,
    collection: faqs,
    noun: 'FAQ',
    errorsOf,
    nameOf: (fields) => fields.question,
    bodyOf,
    valuesOf,
    standIn: standInRecord,
    onSaved,
    onClose,
  })
  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={record ? 'Edit FAQ' : 'Add FAQ'}
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel="Save FAQ"
      noValidate
    >
      <TextInput label="Question" withAsterisk data-autofocus {...schemaField(form, FaqFields, 'question')} />
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
    </AdminFormModal>
  )
}
