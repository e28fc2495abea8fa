import type { BannerContent, Faq, Testimonial } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getBanner = () => api.get('content/banner').json<BannerContent>()
export const getTestimonials = () => api.get('content/testimonials').json<Testimonial[]>()
export const getFaqs = () => api.get('content/faqs').json<Faq[]>()

export const useBanner = () => useApiQuery('content/banner', getBanner)
export const useTestimonials = () => useApiQuery('content/testimonials', getTestimonials)
export const useFaqs = () => useApiQuery('content/faqs', getFaqs)
