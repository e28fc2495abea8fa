import { dropEmpty, type Offer, OfferCreate, type OfferFields, toNumberOrZero } from '@labsite/shared'
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { offers } from '../../api'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { ListField } from '../../components/ListField'
import { LocalizedFormFields } from '../../components/LocalizedFormFields'
import { PictureFields } from '../../components/PictureFields'
import { PreparationField } from '../../components/PreparationField'
import { PublishingControls } from '../../components/publishing/PublishingControls'
import {
  type PublishingValues,
  publishingFieldsOf,
  publishingValuesOf,
} from '../../components/publishing/publishing-values'
import { RecordFormModal } from '../../components/RecordFormModal'
import { useAdminForm } from '../../hooks/use-admin-form'
import { useCurrencySymbol } from '../../hooks/use-price-format'
import { standInRecord } from '../../hooks/use-record-submit'
import { requiredErrors } from '../../lib/required-errors'
import { schemaField } from '../../lib/schema-field'

type OfferFormValues = Omit<
  OfferFields,
  'order' | 'discount' | 'discountedPrice' | 'originalPrice' | 'status' | 'publishAt'
> & {
  discount: number | string
  discountedPrice: number | string
  originalPrice: number | string
  publishing: PublishingValues
}

const EMPTY: OfferFormValues = {
  title: '',
  discount: '',
  popularity: '',
  discountedPrice: '',
  originalPrice: '',
  description: '',
  features: [],
  validTill: '',
  image: '',
  imageAlt: '',
  preparation: '',
  publishing: publishingValuesOf(null),
  i18n: {},
}

function valuesOf(offer: Offer): OfferFormValues {
  const { order: _order, status: _status, publishAt: _publishAt, ...fields } = offer
  return { ...EMPTY, ...fields, publishing: publishingValuesOf(offer) }
}

function bodyOf(values: OfferFormValues): Omit<OfferFields, 'order'> {
  return {
    title: values.title.trim(),
    discount: toNumberOrZero(values.discount),
    popularity: values.popularity.trim(),
    discountedPrice: toNumberOrZero(values.discountedPrice),
    originalPrice: toNumberOrZero(values.originalPrice),
    description: values.description.trim(),
    features: dropEmpty(values.features),
    validTill: values.validTill.trim(),
    image: values.image.trim(),
    imageAlt: values.imageAlt.trim(),
    preparation: values.preparation.trim(),
    ...publishingFieldsOf(values.publishing),
    i18n: values.i18n,
  }
}

const errorsOf = requiredErrors<OfferFormValues>(OfferCreate, { discountedPrice: 'Offer price' })

/** 'Add Offer' / 'Edit Offer': everything the Offers page shows, with an optional picture. */
export function OfferFormModal(props: CatalogueFormProps<Offer>) {
  const { opened, record } = props
  const dialog = useAdminForm(opened, record, valuesOf, EMPTY)
  const { form } = dialog
  const currency = useCurrencySymbol()

  return (
    <RecordFormModal
      {...props}
      collection={offers}
      noun="offer"
      errorsOf={errorsOf}
      // Numbered last until the server numbers it.
      standIn={(fields, key) => ({
        ...standInRecord(fields, key),
        order: 1e5,
        amount: fields.discountedPrice,
      })}
      nameOf={(fields) => fields.title}
      bodyOf={bodyOf}
      valuesOf={valuesOf}
      dialog={dialog}
      title={record ? 'Edit Offer' : 'Add Offer'}
      submitLabel={record ? 'Save Changes' : 'Add Offer'}
    >
      <TextInput label="Title" data-autofocus {...schemaField(form, OfferCreate, 'title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput label="Discount (%)" min={0} max={100} {...schemaField(form, OfferCreate, 'discount')} />
        <NumberInput
          label={`Offer price (${currency})`}
          min={0}
          {...schemaField(form, OfferCreate, 'discountedPrice')}
        />
        <NumberInput
          label={`Original price (${currency})`}
          min={0}
          {...schemaField(form, OfferCreate, 'originalPrice')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Label"
          placeholder="Most Popular"
          {...schemaField(form, OfferCreate, 'popularity')}
        />
        <TextInput
          label="Valid till"
          type="date"
          description="Leave empty for no end date"
          {...schemaField(form, OfferCreate, 'validTill')}
        />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} {...schemaField(form, OfferCreate, 'description')} />
      <ListField
        label="Features"
        values={form.values.features}
        onChange={(features) => form.setFieldValue('features', features)}
        addLabel="Add feature"
      />
      <PreparationField form={form} />
      <PictureFields form={form} imageKey="image" altKey="imageAlt" />
      <LocalizedFormFields
        form={form}
        resource="offer"
        labels={{
          title: 'Title',
          description: 'Description',
          popularity: 'Popularity',
          features: 'Features',
          imageAlt: 'Image alt text',
          preparation: 'Preparation',
        }}
      />
      <PublishingControls
        value={form.values.publishing}
        onChange={(publishing) => form.setFieldValue('publishing', publishing)}
      />
    </RecordFormModal>
  )
}
