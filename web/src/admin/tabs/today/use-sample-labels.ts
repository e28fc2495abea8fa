import type { Booking } from '@labsite/shared'
import { useCallback } from 'react'
import { fetchLabelsPdf, useAdminClient } from '../../api'
import { showAdminToast } from '../../components/admin-toast'
import { usePrintPdf } from '../../hooks/use-print-pdf'
import { rememberedLabelSize } from '../../lib/label-size'
import { usePlatform } from '../../platform/PlatformProvider'

/**
 * "Sample collected" prints the tube's label at once: the console sends it to its label
 * printer silently at the size in its preferences; a browser opens its print dialog. More tubes are
 * the booking's "Print labels" dialog.
 */
export function useSampleLabels(): (booking: Booking) => Promise<void> {
  const client = useAdminClient()
  const printPdf = usePrintPdf()
  const { preferredLabelSize } = usePlatform()
  return useCallback(
    async (booking) => {
      try {
        const size = (await preferredLabelSize?.().catch(() => undefined)) ?? rememberedLabelSize()
        const bytes = await fetchLabelsPdf(client, booking.id, { tubes: 1, size })
        await printPdf(bytes, { title: `Labels ${booking.reference || booking.name}`, labelSize: size })
      } catch (error) {
        showAdminToast({
          title: 'Labels not printed',
          message: `${booking.name}: ${error instanceof Error ? error.message : 'the label could not be printed'}. Use "Print labels" on the booking.`,
          color: 'red',
        })
      }
    },
    [client, printPdf, preferredLabelSize],
  )
}
