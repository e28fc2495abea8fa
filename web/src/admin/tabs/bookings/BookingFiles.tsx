import { type Booking, errorMessage, INVOICE_NOT_YET_MESSAGE, invoiceIssuable } from '@labsite/shared'
import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { downloadBookingFile, downloadBookingInvoice, useAdminClient } from '../../api'

/** The invoice's place among the downloads: not a file id. */
const INVOICE = 'invoice'

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The enquiry's attachments and its invoice: health data, so each is fetched with the staff token, never linked publicly. */
export function BookingFiles({ booking }: { booking: Booking }) {
  const client = useAdminClient()
  const [downloading, setDownloading] = useState<string | null>(null)
  const files = [...booking.files, ...booking.reports.map((report) => ({ ...report, report: true }))]
  const invoiceable = booking.items.length > 0 && booking.status !== 'cancelled'
  // The server issues the invoice only once the lab confirmed the booking or took money for it.
  const issuable = invoiceable && invoiceIssuable(booking)
  if (files.length === 0 && !invoiceable) return <Text size="sm">None</Text>

  async function download(fileId: string, name: string) {
    setDownloading(fileId)
    try {
      if (fileId === INVOICE) await downloadBookingInvoice(client, booking)
      else await downloadBookingFile(client, booking.id, fileId, name)
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(failure) })
    } finally {
      setDownloading(null)
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      {files.map((file) => (
        <Button
          key={file.id}
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={downloading === file.id}
          onClick={() => download(file.id, file.name)}
          aria-label={`Download ${file.name} (${sizeLabel(file.size)})`}
        >
          {'report' in file ? `Report: ${file.name}` : file.name}
        </Button>
      ))}
      {invoiceable ? (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={downloading === INVOICE}
          disabled={!issuable}
          onClick={() => download(INVOICE, '')}
        >
          Invoice (PDF)
        </Button>
      ) : null}
      {invoiceable && !issuable ? (
        <Text size="xs" c="dimmed">
          {INVOICE_NOT_YET_MESSAGE}: confirm it or take a payment first.
        </Text>
      ) : null}
    </Stack>
  )
}
