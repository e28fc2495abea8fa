import { type Static, Type } from 'typebox'
import { FAQ_DEFAULT_CATEGORY, TESTIMONIAL_DEFAULT_RATING } from '../constants'
import { Email, LongText, RequiredText, recordOf, ShortText, TextList, Url } from './common'

/** Singletons (stored as documents): contact info, site settings, global settings, banner, about. */

export const ContactInfo = Type.Object({
  phone: RequiredText(40),
  email: Email,
  address: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 }),
  businessHours: RequiredText(200),
})
export type ContactInfo = Static<typeof ContactInfo>

export const SiteSettings = Type.Object({
  websiteName: RequiredText(120),
  logoUrl: Url,
  bannerUrl: Url,
  favicon: Url,
})
export type SiteSettings = Static<typeof SiteSettings>

/** Public flags the clients need at start (demo credentials hint only in demo mode). */
export const PublicConfig = Type.Object({
  demo: Type.Boolean(),
  demoAdmin: Type.Optional(Type.Object({ email: Type.String(), password: Type.String() })),
})
export type PublicConfig = Static<typeof PublicConfig>

export const GlobalSettings = Type.Object({
  currency: Type.Object({ code: Type.String(), symbol: Type.String(), name: Type.String() }),
  language: Type.Object({ code: Type.String(), name: Type.String() }),
})
export type GlobalSettings = Static<typeof GlobalSettings>

export const BannerContent = Type.Object({
  title: ShortText(),
  subtitle: ShortText(),
  description: LongText(),
  primaryButtonText: ShortText(),
  primaryButtonLink: ShortText(),
  secondaryButtonText: ShortText(),
  secondaryButtonLink: ShortText(),
})
export type BannerContent = Static<typeof BannerContent>

export const AboutContent = Type.Object({
  title: ShortText(),
  description: LongText(),
  imageUrl: Url,
  features: TextList,
})
export type AboutContent = Static<typeof AboutContent>

export const TestimonialFields = Type.Object({
  name: RequiredText(200),
  role: ShortText({ default: '' }),
  company: ShortText({ default: '' }),
  content: RequiredText(5000),
  rating: Type.Integer({ minimum: 1, maximum: 5, default: TESTIMONIAL_DEFAULT_RATING }),
  imageUrl: Type.String({ maxLength: 2048, default: '' }),
})
export const Testimonial = recordOf(TestimonialFields)
export type Testimonial = Static<typeof Testimonial>
export type TestimonialFields = Static<typeof TestimonialFields>

export const FaqFields = Type.Object({
  question: RequiredText(1000),
  answer: RequiredText(10_000),
  category: ShortText({ default: FAQ_DEFAULT_CATEGORY }),
})
export const Faq = recordOf(FaqFields)
export type Faq = Static<typeof Faq>
export type FaqFields = Static<typeof FaqFields>

export const BlogPostFields = Type.Object({
  title: RequiredText(300),
  content: Type.String({ minLength: 1, maxLength: 200_000, description: 'HTML, sanitized on write' }),
  excerpt: LongText({ default: '' }),
  category: ShortText({ default: '' }),
  author: ShortText({ default: '' }),
  imageUrl: Type.String({ maxLength: 2048, default: '' }),
  tags: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, default: [] }),
  publishDate: Type.String({ format: 'date' }),
})
export const BlogPost = recordOf(BlogPostFields)
export type BlogPost = Static<typeof BlogPost>
export type BlogPostFields = Static<typeof BlogPostFields>
