import { TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { ImageField } from './ImageField'

// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
type FormValues = Record<string, any>

export interface PictureFieldsProps<V extends FormValues> {
  form: UseFormReturnType<V>
  /** The form fields holding the picture's URL and its alt text (their names differ by resource). */
  imageKey: keyof V & string
  altKey: keyof V & string
}

/** An optional picture (uploaded or picked) with the alt text that describes it to screen readers. */
export function PictureFields<V extends FormValues>({ form, imageKey, altKey }: PictureFieldsProps<V>) {
  return (
    <>
      <ImageField
        label="Picture"
        value={form.values[imageKey]}
        onChange={(url) => form.setFieldValue(imageKey, url as V[typeof imageKey])}
        onPickFromLibrary={(item) => {
          if (item.alt) form.setFieldValue(altKey, item.alt as V[typeof altKey])
        }}
      />
      <TextInput
        label="Picture description (alt text)"
        description="What the picture shows, for visitors who cannot see it"
        {...form.getInputProps(altKey)}
      />
    </>
  )
}
