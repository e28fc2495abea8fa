import type { PaymentEntry } from '@labsite/shared'
import { Alert, Center, Divider, Loader, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import {
  downloadPaymentReceipt,
  fetchPaymentReceiptPdf,
  onlineRefundsQuery,
  type PayableBooking,
  paymentLedgerQuery,
  useAdminClient,
} from '../../../api'
import { AdminModal } from '../../../components/AdminModal'
import { showAdminToast } from '../../../components/admin-toast'
import { useAdminResource } from '../../../hooks/use-admin-resource'
import { usePrintPdf } from '../../../hooks/use-print-pdf'
import { isAdmin, useAdminSession } from '../../../stores/admin-session'
import { BalanceLine } from './BalanceLine'
import { OnlineRefundForm } from './OnlineRefundForm'
import { PaymentEntries } from './PaymentEntries'
import { PaymentForm } from './PaymentForm'

export interface PaymentsDialogProps {
  opened: boolean
  onClose: () => void
  booking: PayableBooking
  /** The server took an entry: the booking's new paid/balance, for its row in the list. */
  onBalance: (paid: number, balance: number) => void
}

/** A booking's payments: the ledger, a form to take money (the balance prefilled), refunds (admins), receipts. */
export function PaymentsDialog({ opened, onClose, booking, onBalance }: PaymentsDialogProps) {
  const client = useAdminClient()
  const ledger = useAdminResource(paymentLedgerQuery(booking.id), null, { enabled: opened })
  const [refunding, setRefunding] = useState<PaymentEntry | null>(null)
  // Entries taken in this dialog: each one mounts a fresh form (a new Idempotency-Key), even one kept
  // offline that the ledger does not show yet.
  const [taken, setTaken] = useState(0)
  const onlineRefunds = useAdminResource(onlineRefundsQuery(booking.id), null, { enabled: opened })
  // A requested refund (the gateway not answered yet) is held against its payment as a pending one is.
  const pending = (onlineRefunds.data ?? []).filter(
    (refund) => refund.state === 'pending' || refund.state === 'requested',
  )
  const pendingOf = (entry: PaymentEntry) =>
    pending.filter((refund) => refund.reverses === entry.id).reduce((sum, refund) => sum + refund.amount, 0)
  const printPdf = usePrintPdf()
  const canRefund = useAdminSession((s) => isAdmin(s.user))

  async function afterEntry() {
    setRefunding(null)
    setTaken((count) => count + 1)
    const figures = await ledger.reload()
    if (figures) onBalance(figures.paid, figures.balance)
  }

  function downloadReceipt(entry: PaymentEntry) {
    downloadPaymentReceipt(client, booking, entry).catch((error: Error) =>
      showAdminToast({ title: 'Could not download the receipt', message: error.message, color: 'red' }),
    )
  }

  // Through the platform: the console prints it silently to its receipt printer, a browser asks.
  function printReceipt(entry: PaymentEntry) {
    fetchPaymentReceiptPdf(client, booking, entry)
      .then((bytes) => printPdf(bytes, { title: `Receipt ${booking.reference || booking.name}` }))
      .catch((error: Error) =>
        showAdminToast({ title: 'Could not print the receipt', message: error.message, color: 'red' }),
      )
  }

  const figures = ledger.data
  return (
    <AdminModal
      opened={opened}
      onClose={onClose}
      title={`Payments — ${booking.name}${booking.reference ? ` (${booking.reference})` : ''}`}
    >
      {ledger.status === 'loading' && (
        <Center py="md">
          <Loader aria-label="Loading payments" />
        </Center>
      )}
      {ledger.error && (
        <Alert color="red" title="Could not load the payments">
          {ledger.error}
        </Alert>
      )}
      {figures && (
        <Stack gap="md">
          <BalanceLine {...figures} />
          <PaymentEntries
            entries={figures.entries}
            onReceipt={downloadReceipt}
            onPrintReceipt={printReceipt}
            onRefund={canRefund ? setRefunding : undefined}
          />
          {pending.map((refund) => (
            <Text size="sm" key={refund.id} data-testid="pending-refund">
              Refund of {refund.amount} {refund.currency}{' '}
              {refund.state === 'requested'
                ? 'asked of the gateway, no answer yet'
                : 'pending at the gateway'}{' '}
              ({refund.reason})
            </Text>
          ))}
          <Divider />
          {refunding?.method === 'online' ? (
            <OnlineRefundForm
              key={refunding.id}
              booking={booking}
              entry={refunding}
              maximum={Math.max(refunding.amount - refunding.refunded - pendingOf(refunding), 0)}
              onSent={async () => {
                setRefunding(null)
                await onlineRefunds.reload()
              }}
              onCancel={() => setRefunding(null)}
            />
          ) : refunding ? (
            <PaymentForm
              key={refunding.id}
              booking={booking}
              currency={figures.currency}
              suggested={refunding.amount - refunding.refunded}
              refundOf={refunding}
              onRecorded={afterEntry}
              onCancel={() => setRefunding(null)}
            />
          ) : (
            <PaymentForm
              // A fresh form (the new balance prefilled) after each entry the ledger shows.
              key={`pay-${figures.entries.length}-${taken}`}
              booking={booking}
              currency={figures.currency}
              suggested={figures.balance}
              onRecorded={afterEntry}
            />
          )}
        </Stack>
      )}
    </AdminModal>
  )
}
