import { formatPrice, type OnlinePaymentStatus } from '@labsite/shared'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { toApiError } from '../../../lib/api-client'
import {
  type BookingProof,
  downloadOnlineReceipt,
  onlinePaymentProvider,
  onlinePaymentStatus,
  startOnlinePayment,
  verifyOnlinePayment,
} from '../api/online-payment'
import { type CheckoutAnswer, payWithRazorpay } from '../utils/razorpay-checkout'
import '../../../i18n/locales/en-bookings'

/** What the gateway's page handed back in the address (the simulator's, after Pay or Fail). */
export type ReturnedPayment =
  | (CheckoutAnswer & { failed?: false })
  | { razorpay_order_id: string; failed: true }

/** Reads Checkout's answer from the page's address, if the visitor came back from the gateway. */
export function returnedPayment(search: URLSearchParams): ReturnedPayment | null {
  const orderId = search.get('razorpay_order_id')
  if (!orderId) return null
  if (search.get('payment_failed')) return { razorpay_order_id: orderId, failed: true }
  const paymentId = search.get('razorpay_payment_id')
  const signature = search.get('razorpay_signature')
  return paymentId && signature
    ? { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature }
    : null
}

type Props = {
  booking: { id: string; reference: string; name: string; email: string; phone: string }
  proof: BookingProof
  returned?: ReturnedPayment | null
}

/**
 * Paying a booking online: "Pay now" asks the server for an order of the balance due, then opens the
 * gateway (Razorpay's Checkout here, or the simulator's page). What is shown afterwards is the
 * server's word: "Paid online" only once the gateway's capture is in the ledger.
 */
export function OnlinePayment({ booking, proof, returned }: Props) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const provider = useQuery({ queryKey: ['online-payment-provider'], queryFn: onlinePaymentProvider })
  const [status, setStatus] = useState<OnlinePaymentStatus | null>(null)
  const [busy, setBusy] = useState<'opening' | 'checking' | null>(returned ? 'checking' : null)
  const [problem, setProblem] = useState<string | null>(null)
  const money = (amount: number, currency: string) => formatPrice(amount, { currencyCode: currency, locale })

  async function run(phase: 'opening' | 'checking', task: () => Promise<OnlinePaymentStatus | null>) {
    setBusy(phase)
    setProblem(null)
    try {
      const next = await task()
      if (next) setStatus(next)
    } catch (error) {
      setProblem(toApiError(error).message)
    } finally {
      setBusy(null)
    }
  }

  // Once: where the payment stands, Checkout's answer verified first when the visitor came back with one.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run('checking', () =>
      returned && !returned.failed
        ? verifyOnlinePayment(booking.id, proof, returned)
        : onlinePaymentStatus(booking.id, proof, returned?.razorpay_order_id),
    )
  })

  async function payNow() {
    await run('opening', async () => {
      const order = await startOnlinePayment(booking.id, proof)
      if (order.checkoutUrl) {
        window.location.assign(order.checkoutUrl)
        return null
      }
      const answer = await payWithRazorpay(order, booking)
      return answer
        ? verifyOnlinePayment(booking.id, proof, answer)
        : onlinePaymentStatus(booking.id, proof, order.orderId)
    })
  }

  if (!provider.data) return null
  const state = status?.state ?? 'none'
  const due = status ? status.balance > 0 : true
  return (
    <Stack gap="xs" data-testid="online-payment">
      {state === 'paid' && status ? (
        <Alert color="teal" variant="light" role="status" title={t('payment.paid')}>
          <Text size="sm">
            {t('payment.paidText', {
              amount: money(status.paid, status.currency),
              balance: money(Math.max(status.balance, 0), status.currency),
            })}
          </Text>
          {status.paymentId ? (
            <Button
              mt="xs"
              size="compact-sm"
              variant="light"
              onClick={() =>
                downloadOnlineReceipt(booking.id, proof, status.paymentId as string, booking.reference).catch(
                  (error) => setProblem(toApiError(error).message),
                )
              }
            >
              {t('payment.receipt')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert color="red" variant="light" role="alert" title={t('payment.failed')}>
          {t('payment.failedText')}
        </Alert>
      ) : null}
      {state === 'pending' && returned && !returned.failed ? (
        <Alert color="yellow" variant="light" role="status" title={t('payment.pending')}>
          {t('payment.pendingText')}
        </Alert>
      ) : null}
      {busy === 'checking' ? <Text size="sm">{t('payment.checking')}</Text> : null}
      {status && due && state !== 'paid' ? (
        <Button onClick={payNow} loading={busy === 'opening'}>
          {t('payment.payNowButton', { amount: money(status.balance, status.currency) })}
        </Button>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  )
}
