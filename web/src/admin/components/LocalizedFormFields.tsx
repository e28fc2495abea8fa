import { type Translations, translationsOf } from '@labsite/shared'
import type { UseFormReturnType } from '@mantine/form'
import { LocalizedFields, type LocalizedFieldsProps } from './LocalizedFields'

export type LocalizedFormFieldsProps<V> = Omit<LocalizedFieldsProps, 'english' | 'value' | 'onChange'> & {
  /** A Mantine form whose values carry the record's English fields and its `i18n` (sent on save as they are). */
  form: UseFormReturnType<V>
}

/**
 * The Hindi of a form's translatable fields, read from and written to the form itself: the one way an
 * admin form shows its localized fields, so every form gets the same English echo and missing badges.
 */
// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
export function LocalizedFormFields<V extends Record<string, any>>({
  form,
  ...props
}: LocalizedFormFieldsProps<V>) {
  const english: Record<string, unknown> = form.values
  return (
    <LocalizedFields
      {...props}
      english={english}
      value={translationsOf(form.values.i18n)}
      onChange={(next: Translations) => form.setFieldValue('i18n' as never, next as never)}
    />
  )
}
