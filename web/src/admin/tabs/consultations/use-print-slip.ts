import { BRAND_NAME, type Consultation } from '@labsite/shared'
import { useQueryClient } from '@tanstack/react-query'
import { siteSettingsQuery, useAdminClient } from '../../api'
import { printBookingSlip } from './print-booking-slip'

/** Prints a booking slip. The slip carries the site's current name; it is read (or taken from the cache) only when printing. */
export function usePrintSlip(): (consultation: Consultation) => Promise<void> {
  const queryClient = useQueryClient()
  const client = useAdminClient()
  return async (consultation) => {
    const settings = await queryClient
      .fetchQuery({ queryKey: siteSettingsQuery.key, queryFn: () => siteSettingsQuery.load(client) })
      .catch(() => null)
    printBookingSlip(consultation, settings?.data.websiteName || BRAND_NAME)
  }
}
