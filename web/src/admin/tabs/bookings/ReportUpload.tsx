import type { Booking } from '@labsite/shared'
import { Button, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { toApiError } from '../../../lib/api-client'
import { useAdminUpload } from '../../api'
import { toPercent, UploadProgress } from '../../components/UploadProgress'
import { usePlatform } from '../../platform/PlatformProvider'

/**
 * Staff attach the lab's report PDF(s), picked with the platform's picker (the native dialog on the
 * desktop, which refuses anything but a PDF before it is sent): the booking
 * becomes "report ready" and the visitor is e-mailed a notice, never the file.
 */
export function ReportUpload({
  booking,
  onChanged,
}: {
  booking: Booking
  onChanged: (booking: Booking) => void
}) {
  const send = useAdminUpload()
  const { pickFiles } = usePlatform()
  // The share of the PDF(s) sent, in percent, while they go; null when nothing is being sent.
  const [progress, setProgress] = useState<number | null>(null)
  const busy = progress !== null
  if (!booking.reference || booking.status === 'cancelled') return null

  async function upload(files: File[]) {
    if (files.length === 0) return
    setProgress(0)
    try {
      const body = new FormData()
      for (const file of files) body.append('files', file, file.name)
      const updated = await send<Booking>(`consult/consultation/${booking.id}/reports`, body, (fraction) =>
        setProgress(toPercent(fraction)),
      )
      onChanged(updated)
      notifications.show({
        title: 'Report attached',
        message: `${booking.reference}: the visitor has been told.`,
      })
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Report not attached', message: toApiError(failure).message })
    } finally {
      setProgress(null)
    }
  }

  return (
    <Stack gap={4} mt={4}>
      <Button
        onClick={async () => upload(await pickFiles({ accept: 'pdf', multiple: true }))}
        size="compact-sm"
        variant="light"
        loading={busy}
        leftSection={<IconUpload size={14} aria-hidden />}
        aria-label={`Attach report for ${booking.reference}`}
      >
        Attach report
      </Button>
      {busy ? (
        <UploadProgress value={progress} label={`Uploading the report for ${booking.reference}`} />
      ) : null}
    </Stack>
  )
}
