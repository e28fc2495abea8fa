import { FAQ_DEFAULT_CATEGORY, type Faq, FaqCreate, type FaqFields } from '@labsite/shared'
import { Textarea, TextInput } from '@mantine/core'
import { faqs } from '../../api'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
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

const errorsOf = requiredErrors<FaqFormValues>(FaqCreate)

/** 'Add FAQ' / 'Edit FAQ': a question and an answer are needed; an empty category is 'General'. */
export function FaqForm(props: CatalogueFormProps<Faq>) {
  const dialog = useAdminForm(props.opened, props.record, valuesOf, EMPTY)
  const { form } = dialog
  return (
    <RecordFormModal
      {...props}
      collection={faqs}
      noun="FAQ"
      errorsOf={errorsOf}
      nameOf={(fields) => fields.question}
      bodyOf={bodyOf}
      valuesOf={valuesOf}
      standIn={standInRecord}
      dialog={dialog}
      title={props.record ? 'Edit FAQ' : 'Add FAQ'}
      submitLabel="Save FAQ"
    >
      <TextInput label="Question" data-autofocus {...schemaField(form, FaqCreate, 'question')} />
      <Textarea label="Answer" autosize minRows={3} {...schemaField(form, FaqCreate, 'answer')} />
      <TextInput label="Category" {...schemaField(form, FaqCreate, 'category')} />
      <LocalizedFormFields form={form} resource="faq" labels={{ question: 'Question', answer: 'Answer' }} />
      <PublishingControls
        value={form.values.publishing}
        onChange={(publishing) => form.setFieldValue('publishing', publishing)}
      />
    </RecordFormModal>
  )
}
