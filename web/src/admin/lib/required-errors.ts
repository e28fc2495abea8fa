// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint on values
type FormValues = Record<string, any>

export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>

/** The `errorsOf` of a record form (useRecordSubmit): each field named here left blank gets its message. */
export function requiredErrors<V extends FormValues>(messages: [field: keyof V & string, message: string][]) {
  return (values: V): FieldErrors<V> => {
    const errors: FieldErrors<V> = {}
    for (const [field, message] of messages) {
      if (String(values[field] ?? '').trim() === '') errors[field] = message
    }
    return errors
  }
}
