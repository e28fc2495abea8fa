import { type Static, Type } from 'typebox'
import { CollectionFeeRule } from '../booking-total'
import { FAQ_DEFAULT_CATEGORY, RATING_MAX, RATING_MIN, TESTIMONIAL_DEFAULT_RATING } from '../constants'
import { Localized } from '../localized'
import {
  CalendarDate,
  Email,
  GSTIN_PATTERN,
  Link,
  LongText,
  RequiredText,
  recordOf,
  ShortText,
  TextList,
  Url,
  updateOf,
  WebUrl,
} from './common'
import { PublishingFields } from './publishing'

/** The lab's GST registration, printed on its invoices (none: they carry the exemption line instead). */
const Gstin = Type.Union(
  [
    Type.String({ pattern: GSTIN_PATTERN, description: '15 characters, e.g. 29ABCDE1234F1Z5' }),
    Type.Literal(''),
  ],
  { description: "the lab's GSTIN; '' when it has none" },
)

/**
 * Singletons (stored as documents): contact info, site settings, global settings, banner, about.
 * GET answers the whole object; PUT takes any subset of its fields (the `*Update` schemas) and merges it.
 */

export const BusinessContact = Type.Object({
  phone: RequiredText(40),
  email: Email,
  address: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 }),
  businessHours: RequiredText(200),
  taxNumber: Type.Optional(
    Type.String({ maxLength: 20, description: 'GSTIN (or other tax number) printed on invoices' }),
  ),
})
export type BusinessContact = Static<typeof BusinessContact>
export const BusinessContactUpdate = updateOf(BusinessContact)
export type BusinessContactUpdate = Static<typeof BusinessContactUpdate>

/** The footer's figures about the lab: each shown only once staff write it (none on a new install). */
const Figure = Type.Optional(Type.String({ maxLength: 20 }))
export const SiteStatistics = Type.Object({
  consultations: Figure,
  partnerDoctors: Figure,
  averageRating: Figure,
  available: Figure,
})
export type SiteStatistics = Static<typeof SiteStatistics>

export const SiteSettings = Type.Object({
  websiteName: RequiredText(120),
  shortName: Type.Optional(
    Type.String({
      maxLength: 24,
      description: 'the name the header shows on a phone; empty: the website name',
    }),
  ),
  logoUrl: Url,
  bannerUrl: Url,
  favicon: Url,
  statistics: Type.Optional(SiteStatistics),
  i18n: Localized('site-settings'),
})
export type SiteSettings = Static<typeof SiteSettings>
export const SiteSettingsUpdate = updateOf(SiteSettings)
export type SiteSettingsUpdate = Static<typeof SiteSettingsUpdate>

/** Public flags the clients need at start (demo credentials hint only in demo mode). */
export const PublicConfig = Type.Object({
  demo: Type.Boolean(),
  demoAdmin: Type.Optional(Type.Object({ email: Type.String(), password: Type.String() })),
  /** The gateway visitors can pay through at checkout; absent: no online payment is offered. */
  onlinePayment: Type.Optional(
    Type.Union([Type.Literal('razorpay'), Type.Literal('simulator')], {
      description: 'the payment gateway (PAYMENT_PROVIDER)',
    }),
  ),
})
export type PublicConfig = Static<typeof PublicConfig>

export const GlobalSettings = Type.Object({
  currency: Type.Object({ code: Type.String(), symbol: Type.String(), name: Type.String() }),
  language: Type.Object({ code: Type.String(), name: Type.String() }),
  collectionFee: Type.Optional(CollectionFeeRule),
  gstin: Type.Optional(Gstin),
})
export type GlobalSettings = Static<typeof GlobalSettings>
/**
 * Only the currencies and languages of shared/src/constants.ts (CURRENCIES, LANGUAGES) are accepted, chosen by code;
 * the stored symbol and names always come from those lists.
 */
export const GlobalSettingsUpdate = Type.Object(
  {
    currency: Type.Optional(
      Type.Object({
        code: Type.String({ minLength: 1, maxLength: 10 }),
        symbol: Type.Optional(Type.String({ maxLength: 10 })),
        name: Type.Optional(Type.String({ maxLength: 100 })),
      }),
    ),
    language: Type.Optional(
      Type.Object({
        code: Type.String({ minLength: 1, maxLength: 10 }),
        name: Type.Optional(Type.String({ maxLength: 100 })),
      }),
    ),
    collectionFee: Type.Optional(CollectionFeeRule),
    gstin: Type.Optional(Gstin),
  },
  { additionalProperties: false },
)
export type GlobalSettingsUpdate = Static<typeof GlobalSettingsUpdate>

export const BannerContent = Type.Object({
  title: ShortText(),
  subtitle: ShortText(),
  description: LongText(),
  primaryButtonText: ShortText(),
  primaryButtonLink: Link(),
  secondaryButtonText: ShortText(),
  secondaryButtonLink: Link(),
  i18n: Localized('banner'),
})
export type BannerContent = Static<typeof BannerContent>
export const BannerContentUpdate = updateOf(BannerContent)
export type BannerContentUpdate = Static<typeof BannerContentUpdate>

export const AboutContent = Type.Object({
  title: ShortText(),
  description: LongText(),
  imageUrl: Url,
  features: TextList,
  i18n: Localized('about'),
})
export type AboutContent = Static<typeof AboutContent>
export const AboutContentUpdate = updateOf(AboutContent)
export type AboutContentUpdate = Static<typeof AboutContentUpdate>

export const TestimonialFields = Type.Object({
  name: RequiredText(200),
  role: ShortText({ default: '' }),
  company: ShortText({ default: '' }),
  content: RequiredText(5000),
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX, default: TESTIMONIAL_DEFAULT_RATING }),
  imageUrl: WebUrl({ default: '' }),
  ...PublishingFields.properties,
  i18n: Localized('testimonial'),
})
export const Testimonial = recordOf(TestimonialFields)
export type Testimonial = Static<typeof Testimonial>
export type TestimonialFields = Static<typeof TestimonialFields>
export const TestimonialCreate = Type.Object(TestimonialFields.properties, { additionalProperties: false })
export const TestimonialUpdate = updateOf(TestimonialFields)

/** An empty category is stored as the default 'General'. */
export const FaqFields = Type.Object({
  question: RequiredText(1000),
  answer: RequiredText(10_000),
  category: ShortText({ default: FAQ_DEFAULT_CATEGORY }),
  ...PublishingFields.properties,
  i18n: Localized('faq'),
})
export const Faq = recordOf(FaqFields)
export type Faq = Static<typeof Faq>
export type FaqFields = Static<typeof FaqFields>
export const FaqCreate = Type.Object(FaqFields.properties, { additionalProperties: false })
export const FaqUpdate = updateOf(FaqFields)

/** content is HTML, sanitized on write; publishDate defaults to today. */
export const BlogPostFields = Type.Object({
  title: RequiredText(300),
  content: Type.String({ minLength: 1, maxLength: 200_000, description: 'HTML, sanitized on write' }),
  excerpt: LongText({ default: '' }),
  category: ShortText({ default: '' }),
  author: ShortText({ default: '' }),
  imageUrl: WebUrl({ default: '' }),
  tags: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, default: [] }),
  publishDate: CalendarDate,
  ...PublishingFields.properties,
  i18n: Localized('blog-post'),
})
export const BlogPost = recordOf(BlogPostFields)
export type BlogPost = Static<typeof BlogPost>
export type BlogPostFields = Static<typeof BlogPostFields>
export const BlogPostCreate = Type.Object(
  { ...BlogPostFields.properties, publishDate: Type.Optional(BlogPostFields.properties.publishDate) },
  { additionalProperties: false },
)
export const BlogPostUpdate = updateOf(BlogPostFields)
