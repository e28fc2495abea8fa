import {
  type BusinessContact,
  type MenuItem,
  type PageSeo,
  PUBLIC_READS,
  type SiteSettings,
} from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getRead } from '../../../lib/api-client'

export const getBusinessContact = () => getRead<BusinessContact>(PUBLIC_READS.businessContact)
export const getMenu = () => getRead<MenuItem[]>(PUBLIC_READS.menu)
export const getSiteSettings = () => getRead<SiteSettings>(PUBLIC_READS.siteSettings)
export const getPageSeo = () => getRead<PageSeo>(PUBLIC_READS.pageSeo)

export const useBusinessContact = () =>
  useQuery({ queryKey: PUBLIC_READS.businessContact.key, queryFn: getBusinessContact })
export const useMenu = () => useQuery({ queryKey: PUBLIC_READS.menu.key, queryFn: getMenu })
export const useSiteSettings = () =>
  useQuery({ queryKey: PUBLIC_READS.siteSettings.key, queryFn: getSiteSettings })
export const usePageSeo = () => useQuery({ queryKey: PUBLIC_READS.pageSeo.key, queryFn: getPageSeo })
