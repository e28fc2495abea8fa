import { PUBLIC_READS } from '@labsite/shared'
import { Container, SimpleGrid } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createQueryClient } from '../../../lib/query-client'
import { BlogPostArticle } from '../../blog/components/BlogPostArticle'
import { FrequentQuestions } from '../../home/components/FrequentQuestions'
import { Hero } from '../../home/components/Hero'
import { Testimonials } from '../../home/components/Testimonials'
import { OfferCard } from '../../offers/components/OfferCard'
import type { PreviewShown } from '../api/get-preview'

const nothing = () => {}

/**
 * The previewed record drawn by the very components of its public page. The home sections read their
 * content through the site's queries: they get a query cache of their own in which the previewed
 * content (drafts included) is already there under the public keys, so they show it instead of what
 * is published, while everything else on them (packages, pictures) loads as on the site.
 */
export function PreviewContent({ preview }: { preview: PreviewShown }) {
  const [queryClient] = useState(() => seededClient(preview))
  switch (preview.resource) {
    case 'blog-post':
      return (
        <Container size="md" py={48}>
          <BlogPostArticle post={preview.record} />
        </Container>
      )
    case 'offer':
      return (
        <Container size="xl" py={48}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <OfferCard offer={preview.record} onBook={nothing} />
          </SimpleGrid>
        </Container>
      )
    case 'faq':
      return (
        <QueryClientProvider client={queryClient}>
          <FrequentQuestions />
        </QueryClientProvider>
      )
    case 'testimonial':
      return (
        <QueryClientProvider client={queryClient}>
          <Testimonials />
        </QueryClientProvider>
      )
    default:
      return (
        <QueryClientProvider client={queryClient}>
          <Hero onBookPackage={nothing} />
        </QueryClientProvider>
      )
  }
}

function seededClient(preview: PreviewShown) {
  const client = createQueryClient()
  const keep = (key: readonly unknown[], data: unknown) => {
    client.setQueryData(key, data)
    // Seeded content is the preview itself: never refetched from the public API.
    client.setQueryDefaults(key, { staleTime: Number.POSITIVE_INFINITY })
  }
  if (preview.resource === 'faq') keep(['content/faqs'], [preview.record])
  if (preview.resource === 'testimonial') keep(['content/testimonials'], [preview.record])
  if (preview.resource === 'banner' || preview.resource === 'about') {
    const { banner, about } = preview.record
    keep(PUBLIC_READS.banner.key, banner)
    keep(PUBLIC_READS.about.key, about)
  }
  return client
}
