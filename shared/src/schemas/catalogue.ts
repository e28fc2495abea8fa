import { type Static, Type } from 'typebox'
import { SERVICE_DEFAULT_PATIENTS, SERVICE_DEFAULT_RATING } from '../constants'
import { LongText, Money, Order, RequiredText, recordOf, ShortText, TextList, Url } from './common'

/** Service (spec §3, API.md Conventions). price and duration are display text. */
export const ServiceFields = Type.Object({
  title: RequiredText(200),
  description: LongText(),
  detailedDescription: LongText(),
  category: ShortText(),
  price: ShortText(),
  duration: ShortText(),
  rating: Type.Number({ minimum: 0, maximum: 5, default: SERVICE_DEFAULT_RATING }),
  patients: Type.Integer({ minimum: 0, maximum: 100_000_000, default: SERVICE_DEFAULT_PATIENTS }),
  isPopular: Type.Boolean({ default: false }),
  image: Url,
  imageAlt: ShortText(),
  features: TextList,
  requirements: TextList,
  additionalImages: TextList,
  testsCount: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
})
export const Service = recordOf(ServiceFields)
export type Service = Static<typeof Service>
export type ServiceFields = Static<typeof ServiceFields>
export const ServiceCreate = Type.Object(
  { ...Type.Partial(ServiceFields).properties, title: RequiredText(200) },
  { additionalProperties: false },
)
export const ServiceUpdate = Type.Partial(ServiceFields, { additionalProperties: false })

export const BloodTestFields = Type.Object({
  name: RequiredText(200),
  category: RequiredText(200),
  description: LongText(),
  price: Money,
  originalPrice: Money,
  sampleType: ShortText({ default: 'Blood' }),
  fasting: ShortText({ default: 'Not Required' }),
  reportTime: ShortText({ default: '24 hours' }),
})
export const BloodTest = recordOf(BloodTestFields)
export type BloodTest = Static<typeof BloodTest>
export type BloodTestFields = Static<typeof BloodTestFields>

/** Thyroid packages keep the spec's snake_case field names. */
export const ThyroidPackageFields = Type.Object({
  name: RequiredText(200),
  description: LongText(),
  price: Money,
  originalPrice: Money,
  popular: Type.Boolean({ default: false }),
  tests_included: LongText(),
  report_time: ShortText(),
  sample_type: ShortText(),
  fasting_required: ShortText(),
})
export const ThyroidPackage = recordOf(ThyroidPackageFields)
export type ThyroidPackage = Static<typeof ThyroidPackage>
export type ThyroidPackageFields = Static<typeof ThyroidPackageFields>

export const OfferFields = Type.Object({
  title: RequiredText(200),
  discount: Type.Number({ minimum: 0, maximum: 100, description: 'percent' }),
  popularity: ShortText({ default: '' }),
  discountedPrice: Money,
  originalPrice: Money,
  description: LongText(),
  features: TextList,
  validTill: Type.String({ format: 'date' }),
})
export const Offer = recordOf(OfferFields)
export type Offer = Static<typeof Offer>
export type OfferFields = Static<typeof OfferFields>

export const MenuItemFields = Type.Object({
  title: RequiredText(100),
  path: RequiredText(500),
  order: Order,
})
export const MenuItem = recordOf(MenuItemFields)
export type MenuItem = Static<typeof MenuItem>
export type MenuItemFields = Static<typeof MenuItemFields>
export const MenuReorder = Type.Object({
  items: Type.Array(Type.Object({ _id: Type.String({ format: 'uuid' }), order: Type.Optional(Order) }), {
    maxItems: 500,
  }),
})
export type MenuReorder = Static<typeof MenuReorder>

export const SliderFields = Type.Object({
  imageUrl: Type.String({ minLength: 1, maxLength: 2048 }),
  altText: RequiredText(300),
  order: Order,
})
export const Slider = recordOf(SliderFields)
export type Slider = Static<typeof Slider>
export type SliderFields = Static<typeof SliderFields>

/** Background images answer with both spellings (url/imageUrl, alt/altText) because the spec's client reads either. */
export const BackgroundImageFields = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048 }),
  alt: RequiredText(300),
  order: Order,
})
export const BackgroundImage = recordOf(
  Type.Object({
    ...BackgroundImageFields.properties,
    imageUrl: Type.String(),
    altText: Type.String(),
  }),
)
export type BackgroundImage = Static<typeof BackgroundImage>
export type BackgroundImageFields = Static<typeof BackgroundImageFields>

export const UploadResult = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: Type.Array(Type.Object({ width: Type.Integer(), url: Type.String() })),
})
export type UploadResult = Static<typeof UploadResult>
