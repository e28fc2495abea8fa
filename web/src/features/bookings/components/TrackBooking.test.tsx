import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import {
  cancelGuestBooking,
  downloadReportWithCode,
  guestShareActions,
  lookUpBooking,
  requestReportCode,
  switchGuestMessages,
} from '../api/track-booking'
import { TrackBooking } from './TrackBooking'

vi.mock('../api/track-booking', () => ({
  lookUpBooking: vi.fn(),
  requestReportCode: vi.fn(),
  downloadReportWithCode: vi.fn(),
  cancelGuestBooking: vi.fn(),
  rescheduleGuestBooking: vi.fn(),
  switchGuestMessages: vi.fn(),
  guestShareActions: vi.fn(),
}))
const lookUp = vi.mocked(lookUpBooking)

const BOOKING = {
  id: 'b1',
  reference: 'AAR-2611-0042',
  status: 'report-ready',
  items: [{ type: 'service', id: 's1', name: 'Full Body Checkup', price: '₹1,799', amount: 1799 }],
  familyMembers: 3,
  total: {
    items: 5397,
    familyDiscount: 809.55,
    collectionFee: 150,
    total: 4737.45,
    currency: 'INR',
    priceOnRequest: false,
  },
  collectionType: 'home',
  preferredDate: '2026-12-01',
  slotLabel: '07:00–08:00',
  pincode: '560034',
  reports: [{ id: 'r1', name: 'report.pdf', type: 'application/pdf', size: 100 }],
  submittedAt: '2026-11-24T10:00:00.000Z',
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => vi.clearAllMocks())

describe('tracking a booking without an account', () => {
  it("offers to stop the WhatsApp messages first when opened from a message's opt-out link", async () => {
    lookUp.mockResolvedValueOnce({ ...BOOKING, phoneMessages: true } as never)
    vi.mocked(switchGuestMessages).mockResolvedValueOnce({ ...BOOKING, phoneMessages: false } as never)
    renderWithProviders(
      <TrackBooking initialReference="AAR-2611-0042" linkKey="L1-abc-def" stopAsked="whatsapp" />,
    )
    expect(
      await screen.findByText('Stop every WhatsApp message to this booking’s phone number?'),
    ).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Stop messages' }))
    expect(
      await screen.findByText(
        'Done: this number gets no more WhatsApp messages from us. E-mails still come.',
      ),
    ).toBeInTheDocument()
    expect(switchGuestMessages).toHaveBeenCalledWith(
      { reference: 'AAR-2611-0042', contact: 'L1-abc-def' },
      'whatsapp',
      false,
    )

    // Changed their mind: the same page turns them back on.
    vi.mocked(switchGuestMessages).mockResolvedValueOnce({ ...BOOKING, phoneMessages: true } as never)
    fireEvent.click(screen.getByRole('button', { name: 'Turn WhatsApp updates back on' }))
    expect(
      await screen.findByText(
        'Done: confirmation, reminder and report-ready messages go to this number again.',
      ),
    ).toBeInTheDocument()
    expect(switchGuestMessages).toHaveBeenLastCalledWith(
      { reference: 'AAR-2611-0042', contact: 'L1-abc-def' },
      'whatsapp',
      true,
    )
    expect(screen.queryByRole('button', { name: 'Turn WhatsApp updates back on' })).not.toBeInTheDocument()
  })

  it("offers to stop the update e-mails first when opened from a mail's opt-out link, and says what still comes", async () => {
    lookUp.mockResolvedValueOnce({ ...BOOKING, phoneMessages: true, mailUpdates: true } as never)
    vi.mocked(switchGuestMessages).mockResolvedValueOnce({
      ...BOOKING,
      phoneMessages: true,
      mailUpdates: false,
    } as never)
    renderWithProviders(
      <TrackBooking initialReference="AAR-2611-0042" linkKey="L1-abc-def" stopAsked="mail" />,
    )
    expect(
      await screen.findByText(
        'Stop the reminder and status e-mails to this booking’s address? Confirmations, changes of time and cancellations still come.',
      ),
    ).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Stop update e-mails' }))
    expect(
      await screen.findByText(/Done: this address gets no more reminders or status updates from us/),
    ).toBeInTheDocument()
    expect(switchGuestMessages).toHaveBeenCalledWith(
      { reference: 'AAR-2611-0042', contact: 'L1-abc-def' },
      'mail',
      false,
    )
    // WhatsApp is another choice: still on, still offered.
    expect(screen.getByRole('button', { name: 'Stop messages' })).toBeInTheDocument()
  })

  it('lets a guest who came by the signed link share the report with a doctor, but not one who typed a contact', async () => {
    const actions = {
      key: ['guest-report-shares'],
      share: vi.fn().mockResolvedValue({
        id: 's1',
        fileId: 'r1',
        expiresAt: '2026-12-08T10:00:00.000Z',
        revoked: false,
        openedCount: 0,
        lastOpenedAt: null,
        url: 'https://lab.example/api/shared-reports/abcdefghijklmnopqrstuvwx',
      }),
      list: vi.fn().mockResolvedValue([]),
      revoke: vi.fn(),
    }
    vi.mocked(guestShareActions).mockReturnValue(actions)
    lookUp.mockResolvedValue(BOOKING as never)
    const typed = renderWithProviders(<TrackBooking initialReference="AAR-2611-0042" />)
    type(/E-mail or phone/, 'asha@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }))
    await screen.findByRole('article', { name: 'Booking AAR-2611-0042' })
    expect(screen.queryByRole('button', { name: 'Share report.pdf with a doctor' })).toBeNull()
    typed.unmount()

    renderWithProviders(<TrackBooking initialReference="AAR-2611-0042" linkKey="L1-abc-def" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Share report.pdf with a doctor' }))
    expect(
      await screen.findByDisplayValue('https://lab.example/api/shared-reports/abcdefghijklmnopqrstuvwx'),
    ).toBeInTheDocument()
    expect(guestShareActions).toHaveBeenCalledWith({ reference: 'AAR-2611-0042', contact: 'L1-abc-def' })
    expect(actions.share).toHaveBeenCalledWith('r1', 7)
  })

  it('says the updates are off for a booking whose visitor opted out, with nothing to press', async () => {
    lookUp.mockResolvedValueOnce({ ...BOOKING, phoneMessages: false } as never)
    renderWithProviders(<TrackBooking initialReference="AAR-2611-0042" linkKey="L1-abc-def" />)
    expect(await screen.findByText('WhatsApp updates are off for this booking.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Stop messages' })).toBeNull()
  })

  it('finds it by reference and contact, and shows what, when, where and the status in words', async () => {
    lookUp.mockResolvedValueOnce(BOOKING as never)
    renderWithProviders(<TrackBooking initialReference="aar-2611-0042" />)
    type(/E-mail or phone/, ' asha@example.com ')
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }))
    const card = await screen.findByRole('article', { name: 'Booking AAR-2611-0042' })
    expect(lookUp).toHaveBeenCalledWith({ reference: 'AAR-2611-0042', contact: 'asha@example.com' })
    expect(card).toHaveTextContent('Full Body Checkup (₹1,799)')
    expect(card).toHaveTextContent(/Tue, 1 Dec,? 2026, 07:00–08:00 · Home collection, PIN 560034/)
    expect(card).toHaveTextContent('Report ready')
    expect(screen.getByTestId('booking-total')).toHaveTextContent(
      'Total ₹4,737.45 (family discount −₹809.55, home collection ₹150)',
    )
    await waitFor(() => expect(card).toHaveFocus())
  })

  it("opens a mail link's booking at once, without showing its key in the form", async () => {
    lookUp.mockResolvedValueOnce(BOOKING as never)
    renderWithProviders(<TrackBooking initialReference="AAR-2611-0042" linkKey="L1-abc-def" />)
    expect(await screen.findByRole('article', { name: 'Booking AAR-2611-0042' })).toHaveTextContent(
      'Full Body Checkup',
    )
    expect(lookUp).toHaveBeenCalledTimes(1)
    expect(lookUp).toHaveBeenCalledWith({ reference: 'AAR-2611-0042', contact: 'L1-abc-def' })
    expect(screen.getByLabelText(/E-mail or phone/)).toHaveValue('')
  })

  it('says what the server said when nothing matches, and asks nothing for an empty form', async () => {
    renderWithProviders(<TrackBooking />)
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }))
    expect(await screen.findByText('Enter the reference from your confirmation e-mail')).toBeInTheDocument()
    expect(lookUp).not.toHaveBeenCalled()

    lookUp.mockRejectedValueOnce(
      new ApiError(404, 'No booking with this reference and e-mail or phone', {
        message: 'No booking with this reference and e-mail or phone',
      }),
    )
    type(/Booking reference/, 'AAR-2611-0001')
    type(/E-mail or phone/, '+91 90000 00000')
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No booking with this reference and e-mail or phone',
    )
  })

  it('downloads a ready report with the e-mailed one-time code', async () => {
    lookUp.mockResolvedValueOnce(BOOKING as never)
    vi.mocked(requestReportCode).mockResolvedValueOnce({ message: 'sent' })
    vi.mocked(downloadReportWithCode).mockResolvedValueOnce()
    renderWithProviders(<TrackBooking initialReference="AAR-2611-0042" />)
    type(/E-mail or phone/, 'asha@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }))
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail me a code to download the report' }))
    expect(await screen.findByRole('status')).toHaveTextContent('a 6-digit code is on its way')
    const download = screen.getByRole('button', { name: 'Download report (report.pdf)' })
    expect(download).toBeDisabled()
    const boxes = screen.getAllByRole('textbox')
    '123456'.split('').forEach((digit, index) => {
      fireEvent.change(boxes.at(-6 + index) as HTMLElement, { target: { value: digit } })
    })
    await waitFor(() => expect(download).toBeEnabled())
    fireEvent.click(download)
    await waitFor(() =>
      expect(downloadReportWithCode).toHaveBeenCalledWith('AAR-2611-0042', '123456', BOOKING.reports[0]),
    )
  })

  it('cancels a booking the lab has not confirmed only after the guest confirms, then says so', async () => {
    const fresh = { ...BOOKING, status: 'new', reports: [] }
    lookUp.mockResolvedValueOnce(fresh as never)
    vi.mocked(cancelGuestBooking).mockResolvedValueOnce({ ...fresh, status: 'cancelled' } as never)
    renderWithProviders(<TrackBooking initialReference="AAR-2611-0042" />)
    type(/E-mail or phone/, 'asha@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }))
    expect(await screen.findByRole('button', { name: 'Change date or time' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }))
    expect(screen.getByText('Cancel booking AAR-2611-0042? The lab will not expect you.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(cancelGuestBooking).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Booking AAR-2611-0042 is cancelled.')
    expect(cancelGuestBooking).toHaveBeenCalledWith({
      reference: 'AAR-2611-0042',
      contact: 'asha@example.com',
    })
    // Cancelled: nothing left to change.
    expect(screen.queryByRole('button', { name: 'Change date or time' })).not.toBeInTheDocument()
  })

  it('offers no change once the lab has confirmed', async () => {
    lookUp.mockResolvedValueOnce({ ...BOOKING, status: 'confirmed', reports: [] } as never)
    renderWithProviders(<TrackBooking initialReference="AAR-2611-0042" />)
    type(/E-mail or phone/, 'asha@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }))
    await screen.findByRole('article', { name: 'Booking AAR-2611-0042' })
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument()
  })
})
