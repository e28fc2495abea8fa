import { errorMessage, formatPrice, type InvoiceRegisterEntry, LOCALE_OF } from '@labsite/shared'
import { Badge, Button, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { downloadRegisteredInvoice, invoiceRegister, useAdminClient } from '../../api'
import { EnquiryTable } from '../../components/EnquiryTable'
import { usePagedList } from '../../hooks/use-paged-list'
import { formatDate } from '../../lib/format-date'

function InvoiceRow({ invoice }: { invoice: InvoiceRegisterEntry }) {
  const client = useAdminClient()
  const [busy, setBusy] = useState(false)

  async function download() {
    setBusy(true)
    try {
      await downloadRegisteredInvoice(client, invoice)
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.number}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.issuedOn)}</Table.Td>
      <Table.Td>
        {invoice.reference}{' '}
        {invoice.bookingId ? null : (
          <Badge variant="outline" color="gray.7">
            Booking deleted
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{invoice.billedTo || <Text c="dimmed">Erased</Text>}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatPrice(invoice.total, { currencyCode: invoice.currency, locale: LOCALE_OF.en })}
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={`Download invoice ${invoice.number}`}
          loading={busy}
          onClick={download}
        >
          PDF
        </Button>
      </Table.Td>
    </Table.Tr>
  )
}

/** The register of issued invoices, each downloadable as issued, also after its booking went. */
export default function InvoicesTab() {
  const list = usePagedList(invoiceRegister)
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        Issued invoices
      </Title>
      <Text size="sm" mb="md">
        Every invoice issued, newest number first. An invoice is kept as issued, also when its booking is
        deleted.
      </Text>
      <EnquiryTable
        list={list}
        noun="invoices"
        statuses={[]}
        emptyText="No invoice issued yet."
        columns={['Number', 'Issued', 'Booking', 'Billed to', 'Total', 'Download']}
        renderRow={(invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />}
      />
    </>
  )
}
