import { maxLengthOf } from '@labsite/shared'
import type { UseFormReturnType } from '@mantine/form'

type Schema = Parameters<typeof maxLengthOf>[0]

/**
 * The props of a form input for `field`: its value and handlers from the form, and the length limit
 * of the API's schema for it, so the input never takes more than the server accepts.
 */
// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint on values
export function schemaField<V extends Record<string, any>>(
  form: UseFormReturnType<V>,
  schema: Schema,
  field: keyof V & string,
) {
  return { maxLength: maxLengthOf(schema, field as never), ...form.getInputProps(field) }
}
