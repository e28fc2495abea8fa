import { type Static, Type } from 'typebox'
import {
  BULK_ACTIONS,
  type BulkAction,
  CATALOGUE_PAGE_MAX,
  RATING_MAX,
  SERVICE_DEFAULT_PATIENTS,
  SERVICE_DEFAULT_RATING,
  SERVICE_RATING_MIN,
} from '../constants'
import { Localized } from '../localized'
import {
  CalendarDate,
  CatalogueAmount,
  CataloguePrice,
  Id,
  Link,
  LongText,
  Order,
  RequiredText,
  recordOf,
  ShortText,
  Url,
  updateOf,
  WebUrl,
} from './common'
import { PublishingFields } from './publishing'

/*
 * Each resource has its editable Fields, the Record the API answers (fields + meta), a Create body
 * (required fields required, the rest defaulted) and an Update body (any subset, no defaults).
 */

/** A list of text entries (features, requirements); empty entries are dropped on save. */
const TextEntries = Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 100, default: [] })

/** How to get ready for an item (fasting hours, what to bring): listed in its booking's mails. */
const Preparation = LongText({ default: '' })

/** A catalogue record's price as a number, answered beside the fields that keep its older name. */
const AnsweredAmount = { amount: CatalogueAmount }

/**
 * Service. `amount` is the price (null: on request); `price` is its display text, derived from
 * `amount` on every write ('' on request). A client that still sends only a `price` text has it read
 * as an amount ("₹1,799", "Rs. 500"), and a text holding no amount is refused.
 */
export const ServiceFields = Type.Object({
  title: RequiredText(200),
  description: LongText({ default: '' }),
  detailedDescription: LongText({ default: '' }),
  category: ShortText({ default: '' }),
  amount: Type.Unsafe<number | null>({ ...CatalogueAmount, default: null }),
  price: ShortText({ default: '', description: 'derived from amount; a text sent alone is read as one' }),
  duration: ShortText({ default: '' }),
  rating: Type.Number({ minimum: SERVICE_RATING_MIN, maximum: RATING_MAX, default: SERVICE_DEFAULT_RATING }),
  patients: Type.Integer({ minimum: 0, maximum: 100_000_000, default: SERVICE_DEFAULT_PATIENTS }),
  isPopular: Type.Boolean({ default: false }),
  image: WebUrl({ default: '' }),
  imageAlt: ShortText({ default: '' }),
  features: TextEntries,
  requirements: TextEntries,
  additionalImages: Type.Array(Url, { maxItems: 100, default: [] }),
  testsCount: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  preparation: Preparation,
  /** Position in the catalogue; a new service without one goes last. Always answered. */
  order: Type.Optional(Order),
  i18n: Localized('service'),
})
export const Service = recordOf(
  Type.Object({
    ...ServiceFields.properties,
    unparsedPrice: Type.String({
      description:
        "the price text an older version kept that holds no amount (left on request until staff set one); '' otherwise",
    }),
  }),
)
export type Service = Static<typeof Service>
export type ServiceFields = Static<typeof ServiceFields>
export const ServiceCreate = Type.Object(ServiceFields.properties, { additionalProperties: false })
export type ServiceCreate = Static<typeof ServiceCreate>
export const ServiceUpdate = updateOf(ServiceFields)
export type ServiceUpdate = Static<typeof ServiceUpdate>
/** POST /service answers the new service and the whole list (the first client replaces its list). */
export const ServiceCreated = Type.Object({ service: Service, services: Type.Array(Service) })
export type ServiceCreated = Static<typeof ServiceCreated>
export const ServiceUpdated = Type.Object({ service: Service })
export type ServiceUpdated = Static<typeof ServiceUpdated>

/** Prices are numbers in the site's currency (`amount` answers `price`); a numeric string such as "499" is accepted. */
export const BloodTestFields = Type.Object({
  name: RequiredText(200),
  category: RequiredText(200),
  description: LongText({ default: '' }),
  price: CataloguePrice,
  originalPrice: CataloguePrice,
  sampleType: ShortText({ default: 'Blood' }),
  fasting: ShortText({ default: 'Not Required' }),
  reportTime: ShortText({ default: '24 hours' }),
  preparation: Preparation,
  /** Position in the price list; a new test without one goes last. Always answered. */
  order: Type.Optional(Order),
  i18n: Localized('blood-test'),
})
export const BloodTest = recordOf(Type.Object({ ...BloodTestFields.properties, ...AnsweredAmount }))
export type BloodTest = Static<typeof BloodTest>
export type BloodTestFields = Static<typeof BloodTestFields>
export const BloodTestCreate = Type.Object(BloodTestFields.properties, { additionalProperties: false })
export const BloodTestUpdate = updateOf(BloodTestFields)

/** Thyroid packages keep their first snake_case field names. */
export const ThyroidPackageFields = Type.Object({
  name: RequiredText(200),
  description: LongText({ default: '' }),
  price: CataloguePrice,
  originalPrice: CataloguePrice,
  popular: Type.Boolean({ default: false }),
  tests_included: LongText({ default: '', description: 'comma-separated test names' }),
  report_time: ShortText({ default: '' }),
  sample_type: ShortText({ default: '' }),
  fasting_required: ShortText({ default: '' }),
  image: WebUrl({ default: '' }),
  image_alt: ShortText({ default: '' }),
  order: Order,
  preparation: Preparation,
  i18n: Localized('thyroid-package'),
})
export const ThyroidPackage = recordOf(Type.Object({ ...ThyroidPackageFields.properties, ...AnsweredAmount }))
export type ThyroidPackage = Static<typeof ThyroidPackage>
export type ThyroidPackageFields = Static<typeof ThyroidPackageFields>
/** A new package without an order goes last. */
export const ThyroidPackageCreate = Type.Object(
  { ...ThyroidPackageFields.properties, order: Type.Optional(Order) },
  { additionalProperties: false },
)
export const ThyroidPackageUpdate = updateOf(ThyroidPackageFields)

/** validTill is a date (YYYY-MM-DD), or '' for an offer without an end date. */
export const OfferFields = Type.Object({
  title: RequiredText(200),
  discount: Type.Number({ minimum: 0, maximum: 100, description: 'percent' }),
  popularity: ShortText({ default: '' }),
  discountedPrice: CataloguePrice,
  originalPrice: CataloguePrice,
  description: LongText({ default: '' }),
  features: TextEntries,
  validTill: Type.Union([CalendarDate, Type.Literal('')], { default: '' }),
  image: WebUrl({ default: '' }),
  imageAlt: ShortText({ default: '' }),
  order: Order,
  preparation: Preparation,
  ...PublishingFields.properties,
  i18n: Localized('offer'),
})
/** An offer's `amount` is its discounted price: what a booking of it costs. */
export const Offer = recordOf(Type.Object({ ...OfferFields.properties, ...AnsweredAmount }))
export type Offer = Static<typeof Offer>
export type OfferFields = Static<typeof OfferFields>
/** A new offer without an order goes last. */
export const OfferCreate = Type.Object(
  { ...OfferFields.properties, order: Type.Optional(Order) },
  { additionalProperties: false },
)
export const OfferUpdate = updateOf(OfferFields)

/** order: a new item without one goes last (current count + 1). */
export const MenuItemFields = Type.Object({
  title: RequiredText(100),
  path: Link(500, { minLength: 1 }),
  order: Order,
  i18n: Localized('menu-item'),
})
export const MenuItem = recordOf(MenuItemFields)
export type MenuItem = Static<typeof MenuItem>
export type MenuItemFields = Static<typeof MenuItemFields>
export const MenuItemCreate = Type.Object(
  { ...MenuItemFields.properties, order: Type.Optional(Order) },
  { additionalProperties: false },
)
export const MenuItemUpdate = updateOf(MenuItemFields)
/** A whole ordered list (menu, offers, thyroid packages, services, blood tests) in its new order: the position in `items` is the order (1, 2, 3, …). */
export const MenuReorder = Type.Object({
  items: Type.Array(Type.Object({ _id: Type.String({ format: 'uuid' }), order: Type.Optional(Order) }), {
    maxItems: 500,
  }),
})
export type MenuReorder = Static<typeof MenuReorder>
export const ListReorder = MenuReorder
export type ListReorder = MenuReorder

export const SliderFields = Type.Object({
  imageUrl: WebUrl({ minLength: 1 }),
  altText: RequiredText(300),
  order: Order,
  i18n: Localized('slider'),
})
export const Slider = recordOf(SliderFields)
export type Slider = Static<typeof Slider>
export type SliderFields = Static<typeof SliderFields>
export const SliderCreate = Type.Object(
  { ...SliderFields.properties, order: Type.Optional(Order) },
  { additionalProperties: false },
)
export const SliderUpdate = updateOf(SliderFields)

/** Background images answer with both spellings (url/imageUrl, alt/altText) because the first client reads either. */
export const BackgroundImageFields = Type.Object({
  url: WebUrl({ minLength: 1 }),
  alt: RequiredText(300),
  order: Order,
  i18n: Localized('background-image'),
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
export const BackgroundImageCreate = Type.Object(
  { ...BackgroundImageFields.properties, order: Type.Optional(Order) },
  { additionalProperties: false },
)
export const BackgroundImageUpdate = updateOf(BackgroundImageFields)

export const UploadResult = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: Type.Array(Type.Object({ width: Type.Integer(), url: Type.String() })),
})
export type UploadResult = Static<typeof UploadResult>

/**
 * POST /api/admin/bulk/{resource}: one action on several records of a list, all or none.
 * `category` names the new category of action 'category'.
 */
export const BulkWrite = Type.Object(
  {
    action: Type.Unsafe<BulkAction>(Type.Union(BULK_ACTIONS.map((action) => Type.Literal(action)))),
    ids: Type.Array(Id, { minItems: 1, maxItems: CATALOGUE_PAGE_MAX }),
    category: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
)
export type BulkWrite = Static<typeof BulkWrite>
export const BulkWriteResult = Type.Object({ count: Type.Integer({ minimum: 0 }) })
export type BulkWriteResult = Static<typeof BulkWriteResult>
export const BulkParams = Type.Object({
  resource: Type.String({ maxLength: 60, description: 'the audit entity: service, blood-test, offer, …' }),
})
export type BulkParams = Static<typeof BulkParams>
