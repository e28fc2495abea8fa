import { labNow } from '@labsite/shared'
import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconDownload, IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { downloadPaymentSummaryCsv, paymentSummaryQuery, useAdminClient } from '../../api'
import { showAdminToast } from '../../components/admin-toast'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useReadLabName } from '../../hooks/use-lab-name'
import { useMoneyFormat } from '../../hooks/use-price-format'
import { printOnPage } from '../../lib/print-on-page'
import { DayEndSheet } from './DayEndSheet'
import { DayEndTable } from './DayEndTable'
import { DayReceipts } from './DayReceipts'
import { sheetLinesOf } from './summary-lines'

/**
 * The front desk's day-end: what each staff member took and gave back per method, each person's and each
 * method's totals, the day's, and every receipt, for one lab day (the same lines as the CSV).
 */
export default function DayEndTab() {
  const client = useAdminClient()
  const money = useMoneyFormat()
  const readLabName = useReadLabName()
  // The lab's day, not the browser's: the server sums entries by the lab's time zone.
  const [date, setDate] = useState(() => labNow().date)
  const summary = useAdminResource(paymentSummaryQuery(date), null, { enabled: Boolean(date) })
  const lines = summary.data ? sheetLinesOf(summary.data, money) : null

  function downloadCsv() {
    downloadPaymentSummaryCsv(client, date).catch((error: Error) =>
      showAdminToast({ title: 'Could not download the CSV', message: error.message, color: 'red' }),
    )
  }

  async function print() {
    if (!lines) return
    const labName = await readLabName()
    printOnPage(<DayEndSheet labName={labName} date={date} lines={lines} />)
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Day-end summary
      </Title>
      <Group align="flex-end">
        <TextInput type="date" label="Date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={downloadCsv}>
          Download CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={!lines}
          onClick={() => void print()}
        >
          Print
        </Button>
      </Group>
      {summary.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading the day-end summary" />
        </Center>
      )}
      {summary.error && (
        <Alert color="red" title="Could not load the day-end summary">
          {summary.error}
        </Alert>
      )}
      {lines && summary.data && lines.length > 0 && (
        <>
          <DayEndTable date={date} lines={lines} />
          <DayReceipts date={date} receipts={summary.data.receipts} />
        </>
      )}
      {lines?.length === 0 && <Text>No payments on {date}.</Text>}
    </Stack>
  )
}
