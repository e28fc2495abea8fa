import type {
  AboutContent,
  BannerContent,
  BlogPost,
  BlogPostFields,
  Faq,
  FaqFields,
  Testimonial,
  TestimonialFields,
} from '@labsite/shared'
import { adminKeys } from './query-keys'
import { documentEndpoints, recordCollection } from './requests'

/** /content/banner and /content/about: the home page's singleton documents. */
export const bannerDocument = documentEndpoints<BannerContent>(adminKeys.banner, 'content/banner')
export const aboutDocument = documentEndpoints<AboutContent>(adminKeys.about, 'content/about')

/** /content/testimonials, /content/faqs, /content/blogs: the content records. */
export const testimonials = recordCollection<Testimonial, TestimonialFields>(
  adminKeys.testimonials,
  'content/testimonials',
)
export const faqs = recordCollection<Faq, FaqFields>(adminKeys.faqs, 'content/faqs')
export const blogPosts = recordCollection<BlogPost, BlogPostFields>(adminKeys.blogPosts, 'content/blogs')
