import type { PaymentEntry } from '@labsite/shared'
import { Button, Group, Table, Text } from '@mantine/core'
import { IconPrinter, IconReceipt } from '@tabler/icons-react'
import { useMoneyFormat } from '../../../hooks/use-price-format'
import { formatDateTime } from '../../../lib/format-date'
import { METHOD_NAMES } from '../../../lib/payment-methods'

export interface PaymentEntriesProps {
  entries: PaymentEntry[]
  onReceipt: (entry: PaymentEntry) => void
  onPrintReceipt: (entry: PaymentEntry) => void
  /** Absent for staff: only an administrator refunds (the server refuses anyone else). */
  onRefund?: (entry: PaymentEntry) => void
}

/** The booking's ledger, oldest first: who took what, how, when; a refund action while money remains. */
export function PaymentEntries({ entries, onReceipt, onPrintReceipt, onRefund }: PaymentEntriesProps) {
  const money = useMoneyFormat()
  if (entries.length === 0) return <Text size="sm">No payments recorded yet.</Text>
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Staff</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const what = `${entry.kind} of ${money(Math.abs(entry.amount), entry.currency)} ${METHOD_NAMES[entry.method]}`
            const refundable = entry.kind === 'payment' && entry.amount - entry.refunded > 0
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                <Table.Td>{METHOD_NAMES[entry.method]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {money(entry.amount, entry.currency)}
                  {entry.kind === 'refund' && ` (refund${entry.reason ? `: ${entry.reason}` : ''})`}
                  {entry.refunded > 0 && ` (${money(entry.refunded, entry.currency)} refunded)`}
                </Table.Td>
                <Table.Td>
                  {entry.reference || '—'}
                  {entry.flag && (
                    <Text size="xs" c="red.8" fw={600} data-testid="payment-flag">
                      {entry.flag}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{entry.createdBy.name}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconReceipt size={14} aria-hidden />}
                      aria-label={`Receipt (PDF) of the ${what}`}
                      onClick={() => onReceipt(entry)}
                    >
                      Receipt (PDF)
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconPrinter size={14} aria-hidden />}
                      aria-label={`Print the receipt of the ${what}`}
                      onClick={() => onPrintReceipt(entry)}
                    >
                      Print
                    </Button>
                    {refundable && onRefund && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Refund the ${what}`}
                        onClick={() => onRefund(entry)}
                      >
                        Refund
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
