import type { BannerContent, Faq, Testimonial } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getBanner = () => api.get('content/banner').json<BannerContent>()
export const getTestimonials = () => api.get('content/testimonials').json<Testimonial[]>()
export const getFaqs = () => api.get('content/faqs').json<Faq[]>()

export const useBanner = () => useQuery({ queryKey: ['content/banner'], queryFn: getBanner })
export const useTestimonials = () =>
  useQuery({ queryKey: ['content/testimonials'], queryFn: getTestimonials })
export const useFaqs = () => useQuery({ queryKey: ['content/faqs'], queryFn: getFaqs })
