import { type BannerContent, type Faq, PUBLIC_READS, type Testimonial } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api, getRead } from '../../../lib/api-client'

export const getBanner = () => getRead<BannerContent>(PUBLIC_READS.banner)
export const getTestimonials = () => api.get('content/testimonials').json<Testimonial[]>()
export const getFaqs = () => api.get('content/faqs').json<Faq[]>()

export const useBanner = () => useQuery({ queryKey: PUBLIC_READS.banner.key, queryFn: getBanner })
export const useTestimonials = () =>
  useQuery({ queryKey: ['content/testimonials'], queryFn: getTestimonials })
export const useFaqs = () => useQuery({ queryKey: ['content/faqs'], queryFn: getFaqs })
