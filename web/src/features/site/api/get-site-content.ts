import type { ContactInfo, MenuItem, SiteSettings } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getContactInfo = () => api.get('business-contact').json<ContactInfo>()
export const getMenu = () => api.get('menu').json<MenuItem[]>()
export const getSiteSettings = () => api.get('site-settings').json<SiteSettings>()

export const useContactInfo = () => useApiQuery('business-contact', getContactInfo)
export const useMenu = () => useApiQuery('menu', getMenu)
export const useSiteSettings = () => useApiQuery('site-settings', getSiteSettings)
