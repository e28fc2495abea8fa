import { NumberInput, SimpleGrid, TextInput } from '@mantine/core'
import { ImageField } from '../../components/ImageField'
import type { OrderedImageResource } from './ordered-image'

export interface OrderedImageFormValues {
  url: string
  alt: string
  order: number | string
}

export interface OrderedImageFieldsProps {
  resource: OrderedImageResource
  values: OrderedImageFormValues
  onChange: (values: OrderedImageFormValues) => void
}

/** The image, alt text and order inputs shared by the add form and the edit dialog. */
export function OrderedImageFields({ resource, values, onChange }: OrderedImageFieldsProps) {
  return (
    <>
      <ImageField
        label={resource.urlLabel}
        value={values.url}
        onChange={(url) => onChange({ ...values, url })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={resource.altLabel}
          value={values.alt}
          onChange={(e) => onChange({ ...values, alt: e.currentTarget.value })}
        />
        <NumberInput
          label="Order"
          allowDecimal={false}
          value={values.order}
          onChange={(order) => onChange({ ...values, order })}
        />
      </SimpleGrid>
    </>
  )
}
