import type { ContactInfo, MenuItem, PageSeo, SiteSettings } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getContactInfo = () => api.get('business-contact').json<ContactInfo>()
export const getMenu = () => api.get('menu').json<MenuItem[]>()
export const getSiteSettings = () => api.get('site-settings').json<SiteSettings>()
export const getPageSeo = () => api.get('page-seo').json<PageSeo>()

export const useContactInfo = () => useQuery({ queryKey: ['business-contact'], queryFn: getContactInfo })
export const useMenu = () => useQuery({ queryKey: ['menu'], queryFn: getMenu })
export const useSiteSettings = () => useQuery({ queryKey: ['site-settings'], queryFn: getSiteSettings })
export const usePageSeo = () => useQuery({ queryKey: ['page-seo'], queryFn: getPageSeo })
