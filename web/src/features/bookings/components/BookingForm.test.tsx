import { bookingTotal, MAX_UPLOAD_BYTES, MESSAGES, type QuoteRequest } from '@labsite/shared'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import { getBookingQuote } from '../api/booking-quote'
import { useMyBookings } from '../api/my-bookings'
import { submitBooking } from '../api/submit-booking'
import { BookingPrefillProvider } from '../context/booking-prefill'
import { useBookingBasket } from '../stores/booking-basket'
import { BookingPanel } from './BookingPanel'

vi.mock('../api/submit-booking', () => ({ submitBooking: vi.fn() }))
const submit = vi.mocked(submitBooking)
vi.mock('../api/my-bookings', () => ({ useMyBookings: vi.fn() }))
vi.mock('../api/booking-quote', () => ({ getBookingQuote: vi.fn() }))
const quote = vi.mocked(getBookingQuote)
/** The server's catalogue as these tests price it: the quote answers from it, the browser adds nothing. */
const SERVER_PRICES: Record<string, number> = { a1: 499, b2: 350, c3: 600 }
function serverQuote(request: QuoteRequest) {
  const priced = (refs: readonly { id: string }[] = []) =>
    refs.map((ref) => ({ amount: SERVER_PRICES[ref.id] }))
  return Promise.resolve({
    total: bookingTotal({
      items: priced(request.items),
      members: request.members?.map((member) => ({ items: priced(member.items) })),
      familyMembers: request.familyMembers ?? 1,
      collectionFee: request.collectionType === 'home' ? 100 : 0,
      currency: 'INR',
    }),
  })
}
const myBookings = vi.mocked(useMyBookings)
/** What GET /api/user/bookings answered so far (undefined: not yet). */
const bookingsAnswer = (data?: object[]) => myBookings.mockReturnValue({ data } as never)

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }))
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const attach = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } })
const pdf = (name = 'report.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' })

function fillValidForm() {
  type(/Full name/, 'Asha Rao')
  type(/^Email/, 'asha@example.com')
  type(/^Phone/, '+91 98765 43210')
  type(/^Address/, '12 Health Avenue, Bengaluru')
  type(/What would you like to book/, 'Full body checkup for two')
}

beforeEach(() => {
  submit.mockReset()
  quote.mockReset()
  quote.mockImplementation(serverQuote)
  myBookings.mockReset()
  bookingsAnswer(undefined)
  useBookingBasket.setState({ items: [], members: [], claims: [] })
})

describe('booking form', () => {
  it('names every missing required field and sends nothing', async () => {
    renderWithProviders(<BookingPanel />)
    send()
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'Please tell us what you need',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(submit).not.toHaveBeenCalled()
  })

  it('refuses an e-mail address without the e-mail format', async () => {
    renderWithProviders(<BookingPanel />)
    fillValidForm()
    type(/^Email/, 'asha.example.com')
    send()
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })

  it('accepts only images or PDF, at most 5 files of at most 10 MB', async () => {
    renderWithProviders(<BookingPanel />)
    fillValidForm()
    attach(new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(
      await screen.findByText(/notes\.txt: only images .* or PDF files can be attached/),
    ).toBeInTheDocument()

    attach(...Array.from({ length: 6 }, (_, i) => pdf(`scan-${i}.pdf`)))
    expect(await screen.findByText('Attach at most 5 files.')).toBeInTheDocument()

    const huge = pdf('huge.pdf')
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 })
    attach(huge)
    expect(await screen.findByText('huge.pdf is larger than 10 MB.')).toBeInTheDocument()
    send()
    expect(submit).not.toHaveBeenCalled()
  })

  it('refuses a renamed program by its first bytes at the file field, before anything is sent', async () => {
    renderWithProviders(<BookingPanel />)
    fillValidForm()
    // An .exe renamed to look like a photo: the name and MIME type pass, the bytes ("MZ") do not.
    attach(new File(['MZ\x90\x00\x03\x00\x00\x00'], 'prescription.jpg', { type: 'image/jpeg' }))
    const problem = await screen.findByText(/prescription\.jpg: only images .* or PDF files can be attached/)
    // At the file field: the field names it as its description (aria-describedby), and it is marked invalid.
    const field = screen.getByLabelText('Prescriptions or reports (optional)')
    expect(field).toHaveAccessibleDescription(expect.stringContaining(problem.textContent ?? '-'))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    send()
    expect(await screen.findByText(/prescription\.jpg: only images/)).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()

    // A real photo under the same name is taken.
    attach(
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], 'prescription.jpg', { type: 'image/jpeg' }),
    )
    await waitFor(() => expect(screen.queryByText(/prescription\.jpg: only images/)).not.toBeInTheDocument())
    send()
    await waitFor(() => expect(submit).toHaveBeenCalled())
  })

  it('shows a progress bar while the request is uploading', async () => {
    submit.mockImplementation((_submission, { onProgress }) => {
      onProgress?.(0.4)
      return new Promise(() => {})
    })
    renderWithProviders(<BookingPanel />)
    fillValidForm()
    attach(pdf())
    send()
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '40')
    expect(screen.getByText('Sending… 40%')).toBeInTheDocument()
    expect(submit.mock.calls[0][0]).toMatchObject({ name: 'Asha Rao', files: [expect.any(File)] })
  })

  it('keeps what the visitor typed when the server fails, retries with the same key, then thanks', async () => {
    submit.mockRejectedValueOnce(new ApiError(503, 'The database is unavailable. Please try again.', null))
    renderWithProviders(<BookingPanel />)
    fillValidForm()
    attach(pdf())
    send()

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is unavailable. Please try again.',
    )
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com')
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 98765 43210')
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 Health Avenue, Bengaluru')
    expect(screen.getByLabelText(/What would you like to book/)).toHaveValue('Full body checkup for two')
    expect(screen.getByText('report.pdf')).toBeInTheDocument()

    submit.mockResolvedValueOnce({} as never)
    send()
    expect(await screen.findByText(MESSAGES.bookingThanks)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit Request' })).not.toBeInTheDocument()
    const [first, second] = submit.mock.calls.map((call) => call[1].idempotencyKey)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toBe(first)
  })

  it('a changed submission after a failure gets a new idempotency key', async () => {
    submit.mockRejectedValueOnce(new ApiError(0, MESSAGES.noResponse, null))
    renderWithProviders(<BookingPanel />)
    fillValidForm()
    send()
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noResponse)
    type(/^Phone/, '+91 90000 00000')
    submit.mockResolvedValueOnce({} as never)
    send()
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2))
    expect(submit.mock.calls[1][1].idempotencyKey).not.toBe(submit.mock.calls[0][1].idempotencyKey)
  })

  it('shows the thank-you with focus on it, and a new "Book Now" starts from a fresh form', async () => {
    const first = renderWithProviders(<BookingPanel />)
    fillValidForm()
    submit.mockResolvedValueOnce({ reference: 'AAR-2611-0007' } as never)
    send()
    const thanks = await screen.findByRole('status')
    expect(thanks).toHaveTextContent(MESSAGES.bookingThanks)
    expect(thanks).toHaveFocus()
    first.unmount()

    renderWithProviders(<BookingPanel />)
    expect(screen.queryByText(MESSAGES.bookingThanks)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeInTheDocument()
    expect(screen.getByLabelText(/Full name/)).toHaveValue('')
  })

  it('books the basket for a family of three named members, each with their own tests, with the discount', async () => {
    const thyroid = { type: 'thyroid-package' as const, id: 'a1', name: 'Thyroid Profile', price: '₹499' }
    const hba1c = { type: 'blood-test' as const, id: 'b2', name: 'HbA1c', price: '₹350' }
    const lipid = { type: 'blood-test' as const, id: 'c3', name: 'Lipid Profile', price: '₹600' }
    useBookingBasket.getState().add(thyroid)
    useBookingBasket.getState().add(hba1c)
    useBookingBasket.getState().add(thyroid)
    useBookingBasket.getState().add(lipid)
    renderWithProviders(<BookingPanel />)
    expect(screen.getByText('Thyroid Profile')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lipid Profile' }))
    expect(screen.queryByText('Lipid Profile')).not.toBeInTheDocument()
    for (const _ of [1, 2, 3]) fireEvent.click(screen.getByRole('button', { name: 'Add a family member' }))
    expect(await screen.findByText('15% family discount applies')).toBeInTheDocument()
    const members: [string, string, string][] = [
      ['Asha Rao', '34', 'female'],
      ['Ravi Rao', '40', 'male'],
      ['Meera Rao', '7', 'female'],
    ]
    fillValidForm()
    // A member left without a name, age and sex is named before anything goes.
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Family member 1: enter a name')
    members.forEach(([name, age, sex], index) => {
      type(new RegExp(`Name of member ${index + 1}`), name)
      type(new RegExp(`Age of member ${index + 1}`), age)
      fireEvent.change(screen.getByLabelText(new RegExp(`Sex of member ${index + 1}`)), {
        target: { value: sex },
      })
    })
    // Ravi takes only the thyroid profile, Meera only HbA1c.
    fireEvent.click(screen.getByLabelText('Member 2 takes HbA1c'))
    fireEvent.click(screen.getByLabelText('Member 3 takes Thyroid Profile'))
    // 2 × 499 + 2 × 350 = 1,698, 15 % off = 254.70: 1,443.30.
    // The total is the server's quote of exactly these members, asked again as they change.
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('−₹254.70'))
    expect(screen.getByTestId('basket-total')).toHaveTextContent('Tests for 3 people')
    expect(screen.getByTestId('basket-total')).toHaveTextContent('₹1,443.30')
    submit.mockResolvedValueOnce({
      reference: 'AAR-2611-0042',
      claimToken: 'secret-claim-token-123456',
    } as never)
    // A basket is a checkout: the visitor reviews who, what, when and the total before it goes.
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }))
    const review = await screen.findByRole('heading', { name: 'Check your booking' })
    await waitFor(() => expect(review).toHaveFocus())
    expect(screen.getByText('Asha Rao · +91 98765 43210 · asha@example.com')).toBeInTheDocument()
    expect(screen.getAllByTestId('review-member').map((line) => line.textContent)).toEqual([
      'Asha Rao (34, Female): Thyroid Profile, HbA1c',
      'Ravi Rao (40, Male): Thyroid Profile',
      'Meera Rao (7, Female): HbA1c',
    ])
    expect(screen.getByText('for 3 people')).toBeInTheDocument()
    expect(screen.getByText('No date chosen: the lab will call you to arrange one.')).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
    // Changing details goes back to the form with everything typed kept.
    fireEvent.click(screen.getByRole('button', { name: 'Change details' }))
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao')
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('AAR-2611-0042')
    // Confirm sends the total the review showed: the server refuses the booking if it would cost otherwise.
    expect(submit.mock.calls[0][0].expectedTotal).toBe(1443.3)
    expect(submit.mock.calls[0][1].members).toEqual([
      {
        name: 'Asha Rao',
        age: 34,
        sex: 'female',
        items: [
          { type: 'thyroid-package', id: 'a1' },
          { type: 'blood-test', id: 'b2' },
        ],
      },
      { name: 'Ravi Rao', age: 40, sex: 'male', items: [{ type: 'thyroid-package', id: 'a1' }] },
      { name: 'Meera Rao', age: 7, sex: 'female', items: [{ type: 'blood-test', id: 'b2' }] },
    ])
    expect(useBookingBasket.getState().items).toEqual([])
    expect(useBookingBasket.getState().members).toEqual([])
    expect(useBookingBasket.getState().claims).toEqual([
      { reference: 'AAR-2611-0042', claimToken: 'secret-claim-token-123456' },
    ])
  })

  it('shows the new total when the booking is refused because a price moved, and confirms that one', async () => {
    useBookingBasket
      .getState()
      .add({ type: 'thyroid-package', id: 'a1', name: 'Thyroid Profile', price: '₹499' })
    renderWithProviders(<BookingPanel />)
    fillValidForm()
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('Total₹499'))
    fireEvent.click(screen.getByRole('button', { name: 'Review booking' }))
    const moved = {
      items: 549,
      familyDiscount: 0,
      collectionFee: 0,
      total: 549,
      currency: 'INR',
      priceOnRequest: false,
    }
    submit.mockRejectedValueOnce(
      new ApiError(409, 'The total of this booking is now ₹549, not ₹499: a price changed.', {
        statusCode: 409,
        error: 'Conflict',
        message: 'The total of this booking is now ₹549, not ₹499: a price changed.',
        total: moved,
      }),
    )
    const confirm = await screen.findByRole('button', { name: 'Confirm booking' })
    await waitFor(() => expect(confirm).toBeEnabled())
    fireEvent.click(confirm)
    expect(await screen.findByText(/The total of this booking is now ₹549/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('Total₹549'))
    expect(submit.mock.calls[0][0].expectedTotal).toBe(499)
    submit.mockResolvedValueOnce({ reference: 'AAR-2611-0050' } as never)
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('AAR-2611-0050')
    expect(submit.mock.calls[1][0].expectedTotal).toBe(549)
  })

  it('starts with the details it is given and sends them as edited', async () => {
    renderWithProviders(
      <BookingPrefillProvider
        value={{ name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210', pincode: '560034' }}
      >
        <BookingPanel />
      </BookingPrefillProvider>,
    )
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Rao')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com')
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 98765 43210')
    expect(screen.getByLabelText(/PIN code/)).toHaveValue('560034')
    type(/^Phone/, '+91 90000 00000')
    type(/^Address/, '12 Health Avenue, Bengaluru')
    type(/What would you like to book/, 'Thyroid profile')
    submit.mockResolvedValueOnce({} as never)
    send()
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    expect(submit.mock.calls[0][0]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 90000 00000',
    })
  })

  it("fills the address and PIN code from a signed-in visitor's last booking, never over what they typed", async () => {
    bookingsAnswer([
      { id: 'b2', address: '4 Lake Road, Koramangala', pincode: '560034' },
      { id: 'b1', address: 'An older address', pincode: '110017' },
    ])
    const { unmount } = renderWithProviders(
      <BookingPrefillProvider value={{ name: 'Asha Rao', email: 'asha@example.com' }}>
        <BookingPanel />
      </BookingPrefillProvider>,
    )
    expect(myBookings).toHaveBeenCalledWith(true)
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue('4 Lake Road, Koramangala'))
    expect(screen.getByLabelText(/PIN code/)).toHaveValue('560034')
    type(/^Address/, 'Somewhere else')
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Somewhere else')
    unmount()

    // The list arrives after the visitor typed an address: the empty PIN code is filled, the address kept.
    bookingsAnswer(undefined)
    renderWithProviders(
      <BookingPrefillProvider value={{ name: 'Asha Rao' }}>
        <BookingPanel />
      </BookingPrefillProvider>,
    )
    type(/^Address/, 'Typed first')
    bookingsAnswer([{ id: 'b3', address: 'From the account', pincode: '110017' }])
    type(/^Phone/, '+91 98765 43210')
    await waitFor(() => expect(screen.getByLabelText(/PIN code/)).toHaveValue('110017'))
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Typed first')
  })

  it('starts empty without details, and asks for no bookings', () => {
    renderWithProviders(<BookingPanel />)
    for (const label of [/Full name/, /^Email/, /^Phone/, /^Address/, /PIN code/]) {
      expect(screen.getByLabelText(label)).toHaveValue('')
    }
    expect(myBookings).toHaveBeenCalledWith(false)
    expect(myBookings).not.toHaveBeenCalledWith(true)
  })
})
