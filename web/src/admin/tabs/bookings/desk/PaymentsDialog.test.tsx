import type { PaymentEntry, PaymentLedger } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../lib/api-client'
import { TEST_BOOKING } from '../../../testing/fixtures'
import { expectLoaderThenRefusal, readRefusal } from '../../../testing/read-states'
import {
  createTestPlatform,
  renderAdmin,
  stubGetRoutes,
  TEST_ADMIN,
  TEST_STAFF,
} from '../../../testing/render-admin'
import BookingsTab from '../BookingsTab'

const cashPayment: PaymentEntry = {
  id: '11111111-1111-4111-8111-111111111111',
  bookingId: 'c1',
  kind: 'payment',
  method: 'cash',
  amount: 600,
  currency: 'INR',
  reference: 'Receipt book 12',
  reverses: null,
  reason: '',
  refunded: 0,
  createdBy: { id: 'u1', name: 'Priya Desk' },
  createdAt: '2026-11-26T09:05:00.000Z',
  balanceAfter: 930,
}
const ledger: PaymentLedger = {
  entries: [cashPayment],
  paid: 600,
  balance: 930,
  total: 1530,
  currency: 'INR',
}

function renderTab(answer?: Parameters<typeof createTestPlatform>[0], user = TEST_STAFF) {
  const fetchMock = stubGetRoutes({
    'content/consultations': [TEST_BOOKING],
    'consult/consultation/c1/payments': ledger,
    [`consult/consultation/c1/payments/${cashPayment.id}/receipt.pdf`]: 'pdf',
  })
  const test = createTestPlatform(answer)
  renderAdmin(<BookingsTab />, { platform: test.platform, user })
  return { ...test, fetchMock }
}

/** The booking's side panel, where the desk's buttons are. */
async function openBooking(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Open booking of ${name}` }))
  return screen.findByRole('dialog', { name: new RegExp(name) })
}

async function openPayments() {
  await openBooking('Ravi Kumar')
  fireEvent.click(await screen.findByRole('button', { name: 'Payments of Ravi Kumar' }))
  return screen.findByRole('dialog', { name: 'Payments — Ravi Kumar (AAR-2611-0042)' })
}

afterEach(() => vi.restoreAllMocks())

describe('payments at the desk', () => {
  it("shows each booking's balance, and 'Paid in full' once nothing is due", async () => {
    stubGetRoutes({
      'content/consultations': [
        TEST_BOOKING,
        { ...TEST_BOOKING, id: 'c2', _id: 'c2', name: 'Asha', paid: 1530, balance: 0 },
      ],
    })
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    const ravi = await openBooking('Ravi Kumar')
    expect(await within(ravi).findByText('Paid ₹600 of ₹1,530 · Due ₹930')).toBeInTheDocument()
    fireEvent.keyDown(ravi, { key: 'Escape' })
    const asha = await openBooking('Asha')
    expect(within(asha).getByText('Paid in full')).toBeInTheDocument()
  })

  it('lists the entries and records a UPI payment of the balance through the edit queue, with an idempotency key', async () => {
    const { writes } = renderTab((write) => ({
      data: { ...cashPayment, id: 'p2', ...(write.json as object) },
    }))
    const dialog = await openPayments()

    const row = within(await within(dialog).findByRole('table', { name: 'Payments' })).getAllByRole('row')[1]
    for (const text of ['Cash', '₹600', 'Receipt book 12', 'Priya Desk']) expect(row).toHaveTextContent(text)
    expect(within(dialog).getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('930')

    fireEvent.click(within(dialog).getByRole('radio', { name: 'UPI' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference' }), {
      target: { value: 'UPI 4711' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }))

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'consult/consultation/c1/payments',
      json: { method: 'upi', amount: 930, reference: 'UPI 4711' },
    })
    expect(writes[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("shows a loader while the payments load, then the server's reason when they cannot", async () => {
    let answerLedger: (answer: Response) => void = () => {}
    stubGetRoutes({
      'content/consultations': [TEST_BOOKING],
      'consult/consultation/c1/payments': new Promise<Response>((resolve) => {
        answerLedger = resolve
      }),
    })
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    const dialog = await openPayments()
    const shown = expectLoaderThenRefusal('Loading payments', 'Could not load the payments', within(dialog))
    answerLedger(readRefusal())
    await shown
  })

  it("shows the server's refusal inside the dialog", async () => {
    renderTab(() => new ApiError(409, 'The amount is more than the balance due (₹930)', null))
    const dialog = await openPayments()
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Amount (₹)' }), {
      target: { value: '5000' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The amount is more than the balance due (₹930)',
    )
  })

  it('lets an admin refund a payment with a reason, after a confirmation naming the amount', async () => {
    const { writes } = renderTab(undefined, TEST_ADMIN)
    const dialog = await openPayments()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund the payment of ₹600 Cash' }))
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (₹)' })
    expect(amount).toHaveValue('600')
    expect(within(dialog).getByText('At most ₹600 can be refunded')).toBeInTheDocument()
    fireEvent.change(amount, { target: { value: '200' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Thyroid test dropped' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }))
    // Nothing is sent until the refund is confirmed with its amount.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Refund ₹200 to Ravi Kumar? A refund cannot be undone.',
    )
    expect(writes).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund ₹200' }))

    expect(await screen.findByText('Refund recorded')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'POST',
      json: {
        method: 'cash',
        amount: 200,
        reverses: cashPayment.id,
        reason: 'Thyroid test dropped',
        currency: 'INR',
      },
    })
  })

  it('sends a refund over what remains as typed, so the refusal names the maximum (never cut down)', async () => {
    const refusal = 'amount ₹700 is more than what is left to refund of that payment: at most ₹600'
    const { writes } = renderTab(() => new ApiError(400, refusal, null), TEST_ADMIN)
    const dialog = await openPayments()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund the payment of ₹600 Cash' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount (₹)' }), {
      target: { value: '700' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'x' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes, refund ₹700' }))
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal))
    expect(writes[0]).toMatchObject({ json: { amount: 700 } })
  })

  it('shows a missing reference under its field and sends nothing; each entry then has a key of its own', async () => {
    const { writes } = renderTab((write) => ({
      data: { ...cashPayment, id: 'p2', ...(write.json as object) },
    }))
    const dialog = await openPayments()
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'UPI' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }))

    expect(
      await within(dialog).findByText('Enter the UPI transaction id or card slip number'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Reference' })).toHaveAttribute('aria-invalid', 'true')
    expect(writes).toHaveLength(0)

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference' }), {
      target: { value: 'UPI 4711' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({ json: { method: 'upi', amount: 930, reference: 'UPI 4711' } })

    // The next entry starts afresh, with a key of its own: the server takes it as a new payment.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Reference' })).toHaveValue(''))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference' }), {
      target: { value: 'Receipt book 13' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1].json).toMatchObject({ method: 'cash', reference: 'Receipt book 13' })
    expect(writes[1].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(writes[1].idempotencyKey).not.toBe(writes[0].idempotencyKey)
  })

  it('a refund without its reason says so under the field, and nothing is sent', async () => {
    const { writes } = renderTab(undefined, TEST_ADMIN)
    const dialog = await openPayments()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Refund the payment of ₹600 Cash' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }))

    expect(await within(dialog).findByText('Say why the money goes back')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).queryByText(/A refund cannot be undone/)).not.toBeInTheDocument()
    expect(writes).toHaveLength(0)
  })

  describe('a refund through the gateway', () => {
    const onlinePayment: PaymentEntry = { ...cashPayment, method: 'online', reference: 'pay_Q1w2e3' }

    function renderOnline(answer?: Parameters<typeof createTestPlatform>[0]) {
      stubGetRoutes({
        'content/consultations': [TEST_BOOKING],
        'consult/consultation/c1/payments': { ...ledger, entries: [onlinePayment] },
        'consult/consultation/c1/online-refunds': [],
      })
      const test = createTestPlatform(answer)
      renderAdmin(<BookingsTab />, { platform: test.platform, user: TEST_ADMIN })
      return test
    }

    it('asks for a reason under the field, then sends the amount and reason with an Idempotency-Key and closes', async () => {
      const { writes } = renderOnline()
      const dialog = await openPayments()
      fireEvent.click(await within(dialog).findByRole('button', { name: /^Refund the payment of ₹600/ }))
      const form = within(dialog).getByRole('form', { name: 'Refund through the gateway' })
      fireEvent.change(within(form).getByRole('textbox', { name: 'Amount (₹)' }), {
        target: { value: '250' },
      })
      fireEvent.click(within(form).getByRole('button', { name: 'Refund ₹250' }))

      expect(
        await within(form).findByText('Say why the money goes back (3 characters or more)'),
      ).toBeInTheDocument()
      expect(writes).toHaveLength(0)

      fireEvent.change(within(form).getByRole('textbox', { name: 'Reason' }), {
        target: { value: '  Duplicate payment  ' },
      })
      fireEvent.click(within(form).getByRole('button', { name: 'Refund ₹250' }))
      expect(await screen.findByText('Refund sent to the gateway')).toBeInTheDocument()
      expect(writes[0]).toMatchObject({
        method: 'POST',
        path: `consult/consultation/c1/payments/${onlinePayment.id}/online-refund`,
        json: { amount: 250, reason: 'Duplicate payment' },
      })
      expect(writes[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      await waitFor(() =>
        expect(
          within(dialog).queryByRole('form', { name: 'Refund through the gateway' }),
        ).not.toBeInTheDocument(),
      )
    })

    it("keeps the gateway's refusal inside the form", async () => {
      renderOnline(() => new ApiError(502, 'The gateway did not answer', null))
      const dialog = await openPayments()
      fireEvent.click(await within(dialog).findByRole('button', { name: /^Refund the payment of ₹600/ }))
      const form = within(dialog).getByRole('form', { name: 'Refund through the gateway' })
      fireEvent.change(within(form).getByRole('textbox', { name: 'Reason' }), {
        target: { value: 'Duplicate' },
      })
      fireEvent.click(within(form).getByRole('button', { name: 'Refund ₹600' }))
      expect(await within(form).findByRole('alert')).toHaveTextContent('The gateway did not answer')
    })
  })

  it('offers no refund to staff: refunds are for administrators', async () => {
    renderTab()
    const dialog = await openPayments()
    await within(dialog).findByRole('table', { name: 'Payments' })
    expect(within(dialog).queryByRole('button', { name: /^Refund/ })).toBeNull()
  })

  it("downloads an entry's receipt", async () => {
    const { fetchMock } = renderTab()
    Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} })
    const clickLink = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const dialog = await openPayments()
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Receipt (PDF) of the payment of ₹600 Cash' }),
    )
    await waitFor(() => expect(clickLink).toHaveBeenCalled())
    const urls = fetchMock.mock.calls.map(([input]) => String((input as Request).url ?? input))
    expect(urls.at(-1)).toBe(
      `http://admin.test/api/consult/consultation/c1/payments/${cashPayment.id}/receipt.pdf`,
    )
  })

  it("prints an entry's receipt through the platform's printing, as ordinary paper (no label size)", async () => {
    stubGetRoutes({
      'content/consultations': [TEST_BOOKING],
      'consult/consultation/c1/payments': ledger,
      [`consult/consultation/c1/payments/${cashPayment.id}/receipt.pdf`]: '%PDF-1.7',
    })
    const { platform } = createTestPlatform()
    const printPdf = vi.fn(async () => {})
    renderAdmin(<BookingsTab />, { platform: { ...platform, printPdf }, user: TEST_STAFF })
    const dialog = await openPayments()
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Print the receipt of the payment of ₹600 Cash' }),
    )
    await waitFor(() =>
      expect(printPdf).toHaveBeenCalledWith(expect.any(Uint8Array), { title: 'Receipt AAR-2611-0042' }),
    )
  })
})
