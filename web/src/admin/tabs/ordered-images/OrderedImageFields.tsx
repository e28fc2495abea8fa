import type { Translations } from '@labsite/shared'
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { ImageField } from '../../components/ImageField'
import { LocalizedFields } from '../../components/LocalizedFields'
import type { OrderedImageResource } from './ordered-image'

export interface OrderedImageFormValues {
  url: string
  alt: string
  order: number | string
  i18n: Translations
}

export interface OrderedImageFieldsProps {
  resource: OrderedImageResource
  form: UseFormReturnType<OrderedImageFormValues>
}

/** The image, alt text and order inputs shared by the add form and the edit dialog. */
export function OrderedImageFields({ resource, form }: OrderedImageFieldsProps) {
  return (
    <>
      <ImageField
        label={resource.urlLabel}
        value={form.getValues().url}
        onChange={(url) => form.setFieldValue('url', url)}
        onPickFromLibrary={(item) => {
          if (item.alt) form.setFieldValue('alt', item.alt)
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={resource.altLabel} {...form.getInputProps('alt')} />
        <NumberInput label="Order" allowDecimal={false} {...form.getInputProps('order')} />
      </SimpleGrid>
      <LocalizedFields
        resource={resource.localized}
        english={{ [resource.altField]: form.getValues().alt }}
        labels={{ [resource.altField]: resource.altLabel }}
        value={form.getValues().i18n}
        onChange={(next) => form.setFieldValue('i18n', next)}
      />
    </>
  )
}
