import {
  type AboutContent,
  type BannerContent,
  type BlogPost,
  type BlogPostFields,
  type DocumentDraftState,
  type DraftDocumentKey,
  type Faq,
  type FaqFields,
  STAFF_READ_PREFIX,
  type Testimonial,
  type TestimonialFields,
} from '@labsite/shared'
import { adminKeys } from './query-keys'
import { type AdminMutation, documentEndpoints, readOf, recordCollection } from './requests'

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

/**
 * The banner's or About's draft: its read and its three writes. A draft has no version of its own
 * (no If-Match); publishing it is the document's versioned write.
 */
export function documentDraft(documentKey: DraftDocumentKey) {
  const key = [...adminKeys[documentKey], 'draft'] as const
  const path = `content/${documentKey}/draft`
  const invalidates = [key, adminKeys[documentKey]]
  return {
    read: readOf<DocumentDraftState>(key, `${STAFF_READ_PREFIX}/${path}`),
    save: (json: { value: unknown; publishAt: string | null }, label: string): AdminMutation => ({
      write: { method: 'PUT', path, json, label },
      invalidates,
    }),
    publish: (label: string): AdminMutation => ({
      write: { method: 'POST', path: `${path}/publish`, label },
      invalidates,
    }),
    discard: (label: string): AdminMutation => ({ write: { method: 'DELETE', path, label }, invalidates }),
  }
}
