import { BRAND_NAME } from '@labsite/shared'
import { useQueryClient } from '@tanstack/react-query'
import { siteSettingsQuery, useAdminClient } from '../api'

/**
 * Reads the site's current name for a printed page (slip, day-end sheet): taken from the cache or
 * fetched only when printing; the brand name when it cannot be read.
 */
export function useReadLabName(): () => Promise<string> {
  const queryClient = useQueryClient()
  const client = useAdminClient()
  return async () => {
    const settings = await queryClient
      .fetchQuery({ queryKey: siteSettingsQuery.key, queryFn: () => siteSettingsQuery.load(client) })
      .catch(() => null)
    return settings?.data.websiteName || BRAND_NAME
  }
}
