import { maxLengthOf, requiredFieldsOf } from '@labsite/shared'
import type { UseFormReturnType } from '@mantine/form'

type Schema = Parameters<typeof maxLengthOf>[0]

/**
 * The props of a form input for `field`: its value and handlers from the form, and what the API's
 * schema says of it: its length limit, so the input never takes more than the server accepts, and
 * whether it is required, so the asterisk appears exactly on the fields the server refuses without.
 * Pass the record's create body (`…Create`): its required list is the one a new record must meet.
 */
// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint on values
export function schemaField<V extends Record<string, any>>(
  form: UseFormReturnType<V>,
  schema: Schema,
  field: keyof V & string,
) {
  return {
    maxLength: maxLengthOf(schema, field as never),
    required: requiredFieldsOf(schema).includes(field),
    ...form.getInputProps(field),
  }
}
