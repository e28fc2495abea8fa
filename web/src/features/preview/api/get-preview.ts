import type {
  AboutContent,
  BannerContent,
  BlogPost,
  DraftDocumentKey,
  Faq,
  Offer,
  Testimonial,
} from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { createApiClient } from '../../../lib/api-client'

/**
 * The link is the only key a preview needs: it is asked for without the visitor's token, so the 401
 * of a link that is not valid never ends the session of whoever opened it.
 */
const previewClient = createApiClient({ prefixUrl: '/api' })

/**
 * The preview answer by resource: its schema (PreviewAnswer in shared/src/schemas/publishing.ts) leaves `record` open, and the server's
 * preview route (server/src/routes/preview) fills it with the record as its public read answers it,
 * or the banner and About together for a singleton.
 */
export type PreviewShown =
  | { resource: 'blog-post'; record: BlogPost }
  | { resource: 'offer'; record: Offer }
  | { resource: 'faq'; record: Faq }
  | { resource: 'testimonial'; record: Testimonial }
  | { resource: DraftDocumentKey; record: { banner: BannerContent; about: AboutContent } }

/** What a preview link shows (GET /api/preview?token=…): never cached, never retried (401/410 are final). */
export const getPreview = (token: string) =>
  previewClient.get('preview', { searchParams: { token } }).json<PreviewShown>()

export const usePreview = (token: string) =>
  useQuery({
    queryKey: ['preview', token],
    queryFn: () => getPreview(token),
    enabled: token !== '',
    staleTime: 0,
  })
