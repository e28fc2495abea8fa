import type { Booking } from '@labsite/shared'
import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { toApiError, uploadForm } from '../../../lib/api-client'
import { useAdminClient } from '../../api'
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
  const client = useAdminClient()
  const { pickFiles } = usePlatform()
  const [busy, setBusy] = useState(false)
  if (!booking.reference || booking.status === 'cancelled') return null

  async function upload(files: File[]) {
    if (files.length === 0) return
    setBusy(true)
    try {
      const body = new FormData()
      for (const file of files) body.append('files', file, file.name)
      const updated = await uploadForm<Booking>(client, `consult/consultation/${booking.id}/reports`, body)
      onChanged(updated)
      notifications.show({
        title: 'Report attached',
        message: `${booking.reference}: the visitor has been told.`,
      })
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Report not attached', message: toApiError(failure).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      onClick={async () => upload(await pickFiles({ accept: 'pdf', multiple: true }))}
      mt={4}
      size="compact-sm"
      variant="light"
      loading={busy}
      leftSection={<IconUpload size={14} aria-hidden />}
      aria-label={`Attach report for ${booking.reference}`}
    >
      Attach report
    </Button>
  )
}
