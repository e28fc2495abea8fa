import { type maxLengthOf, requiredFieldsOf } from '@labsite/shared'
import { fieldLabel } from './field-labels'

// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint on values
type FormValues = Record<string, any>

export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>

/**
 * The `errorsOf` of a record form (useRecordSubmit): each field the create body `schema` requires
 * (the inputs `schemaField` marks required), left blank, gets "<label> is required"; `labels` names a
 * field whose label is not its name in words (lib/field-labels.ts).
 */
export function requiredErrors<V extends FormValues>(
  schema: Parameters<typeof maxLengthOf>[0],
  labels: Record<string, string> = {},
) {
  const required: string[] = requiredFieldsOf(schema)
  return (values: V): FieldErrors<V> => {
    const errors: FieldErrors<V> = {}
    const blank = (field: string): field is keyof V & string => String(values[field] ?? '').trim() === ''
    for (const field of required.filter(blank))
      errors[field] = `${labels[field] ?? fieldLabel(field)} is required`
    return errors
  }
}
