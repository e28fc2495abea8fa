import type { DayReceipt } from '@labsite/shared'
import { Table, Title } from '@mantine/core'
import { useMoneyFormat } from '../../hooks/use-price-format'
import { METHOD_NAMES } from '../../lib/payment-methods'

/** Every receipt of the day in the order it was written: what the till's slips should add up to. */
export function DayReceipts({ receipts, date }: { receipts: DayReceipt[]; date: string }) {
  const money = useMoneyFormat()
  return (
    <>
      <Title order={3} size="h5">
        Receipts
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={`Receipts on ${date}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Receipt</Table.Th>
              <Table.Th>Staff</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Reference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipts.map((receipt) => (
              <Table.Tr key={receipt.paymentId}>
                <Table.Td>{receipt.time}</Table.Td>
                <Table.Td>{receipt.number}</Table.Td>
                <Table.Td>{receipt.staffName}</Table.Td>
                <Table.Td>{METHOD_NAMES[receipt.method]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {money(receipt.amount, receipt.currency)}
                  {receipt.kind === 'refund' && ' (refund)'}
                </Table.Td>
                <Table.Td>{receipt.reference || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}
