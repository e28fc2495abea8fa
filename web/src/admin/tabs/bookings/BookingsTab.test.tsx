import type { Booking } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import BookingsTab from './BookingsTab'

const booking: Booking = {
  _id: 'c1',
  id: 'c1',
  version: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  name: 'Ravi Kumar',
  email: 'ravi@example.test',
  phone: '9876543210',
  address: '12 MG Road',
  description: 'Full body checkup for two.',
  files: [{ id: 'f1', name: 'prescription.pdf', type: 'application/pdf', size: 2048 }],
  reports: [],
  reference: 'AAR-2611-0042',
  items: [],
  collectionType: null,
  preferredDate: '',
  slotId: null,
  slotLabel: '',
  pincode: '',
  familyMembers: 1,
  familyDiscount: false,
  members: [],
  total: { items: 0, familyDiscount: 0, collectionFee: 0, total: 0, currency: 'INR', priceOnRequest: false },
  status: 'new',
  notes: '',
  submittedAt: '2026-11-20T10:00:00.000Z',
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Bookings tab', () => {
  it('lists a booking, opens it in a side panel with its contact and file, and a status change is sent with the version it was shown with', async () => {
    stubGetRoutes({ 'content/consultations': [booking] })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...booking, ...(w.json as object), version: 5 },
    }))
    renderAdmin(<BookingsTab />, { platform, user: TEST_STAFF })

    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Open booking of Ravi Kumar' }))
    const panel = await screen.findByRole('dialog', { name: 'Booking of Ravi Kumar' }, { timeout: 4000 })
    expect(
      within(panel).getByRole('button', { name: 'Download prescription.pdf (2 KB)' }),
    ).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210')
    expect(within(panel).getByText('12 MG Road')).toBeInTheDocument()
    fireEvent.click(within(panel).getByRole('button', { name: 'Close booking' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    fireEvent.change(screen.getByLabelText('Status of Ravi Kumar'), { target: { value: 'booked' } })

    expect(await screen.findByText('Booking updated')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'PATCH',
      path: 'consult/consultation/c1',
      json: { status: 'booked' },
      ifMatch: 4,
    })
    await waitFor(() => expect(screen.getByLabelText('Status of Ravi Kumar')).toHaveValue('booked'))
  })

  it("edits a booking's notes in their dialog: opened with the stored notes, sent with the version, Cancel drops the edit", async () => {
    stubGetRoutes({ 'content/consultations': [{ ...booking, notes: 'Fasting since 8 pm' }] })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...booking, ...(w.json as object), version: 5 },
    }))
    renderAdmin(<BookingsTab />, { platform, user: TEST_STAFF })
    fireEvent.click(await screen.findByRole('button', { name: 'Open booking of Ravi Kumar' }))
    const panel = await screen.findByRole('dialog', { name: 'Booking of Ravi Kumar' }, { timeout: 4000 })
    const openNotes = () => fireEvent.click(within(panel).getByRole('button', { name: /notes/i }))

    openNotes()
    let notes = await screen.findByRole('dialog', { name: 'Notes for Ravi Kumar' })
    expect(within(notes).getByLabelText('Notes')).toHaveValue('Fasting since 8 pm')
    fireEvent.change(within(notes).getByLabelText('Notes'), { target: { value: 'Not kept' } })
    fireEvent.click(within(notes).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notes for Ravi Kumar' })).toBeNull())

    openNotes()
    notes = await screen.findByRole('dialog', { name: 'Notes for Ravi Kumar' })
    expect(within(notes).getByLabelText('Notes')).toHaveValue('Fasting since 8 pm')
    fireEvent.change(within(notes).getByLabelText('Notes'), { target: { value: 'Call before 9 am' } })
    fireEvent.click(within(notes).getByRole('button', { name: 'Save notes' }))
    expect(await screen.findByText('Booking updated')).toBeInTheDocument()
    expect(writes).toEqual([
      expect.objectContaining({ method: 'PATCH', json: { notes: 'Call before 9 am' }, ifMatch: 4 }),
    ])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notes for Ravi Kumar' })).toBeNull())
  })

  it('searches and filters on the server, and the CSV export takes the same filters', async () => {
    const fetchMock = stubGetRoutes({
      'content/consultations': [booking],
      'content/consultations.csv': 'csv',
    })
    // jsdom has no object URLs and cannot follow a download link: the click is what matters.
    Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} })
    const clickLink = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    await screen.findByText('Ravi Kumar')

    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: 'ravi' } })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } })
    const listUrl = () =>
      fetchMock.mock.calls.map(([input]) => new URL(String((input as Request).url ?? input)))
    await waitFor(() =>
      expect(
        listUrl().some(
          (url) => url.searchParams.get('q') === 'ravi' && url.searchParams.get('status') === 'new',
        ),
      ).toBe(true),
    )
    expect(listUrl().at(-1)?.searchParams.get('offset')).toBe('0')

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() =>
      expect(listUrl().at(-1)?.pathname + (listUrl().at(-1)?.search ?? '')).toBe(
        '/api/content/consultations.csv?q=ravi&status=new',
      ),
    )
    await waitFor(() => expect(clickLink).toHaveBeenCalled())
    expect((clickLink.mock.contexts[0] as HTMLAnchorElement).download).toBe('consultations.csv')
  })

  it('a scanned tube label ending in Enter opens that booking in the side panel; a name does not', async () => {
    const other = { ...booking, id: 'c2', _id: 'c2', name: 'Asha Rao', reference: 'AAR-2611-0043' }
    // The server answers a reference search with its one booking (bookings-repository.ts).
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (!url.pathname.endsWith('/consultations')) return new Response('{}', { status: 404 })
      const q = url.searchParams.get('q')
      const items = q === 'AAR-2611-0042-2' ? [booking] : [booking, other]
      return new Response(JSON.stringify(items), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': String(items.length) },
      })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    await screen.findByText('Asha Rao')
    const search = screen.getByLabelText('Search bookings')

    fireEvent.change(search, { target: { value: 'Ravi' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    fireEvent.change(search, { target: { value: 'AAR-2611-0042-2' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    const panel = await screen.findByRole('dialog', { name: 'Booking of Ravi Kumar' }, { timeout: 4000 })
    expect(within(panel).getByText('12 MG Road')).toBeInTheDocument()
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument()
  })

  it("says 'No consultation submissions yet.' when there are none", async () => {
    stubGetRoutes({ 'content/consultations': [] })
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform })
    expect(await screen.findByText('No consultation submissions yet.')).toBeInTheDocument()
  })
})

describe('booking slip', () => {
  it('prints a slip with who booked, how to reach them, what they asked for and the booking id', async () => {
    stubGetRoutes({
      'content/consultations': [booking],
      'site-settings': { websiteName: 'Aarogya Labs Indiranagar' },
    })
    let printed = ''
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[aria-label="Booking slip for Ravi Kumar"]')?.textContent ?? ''
      window.dispatchEvent(new Event('afterprint'))
    })
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    fireEvent.click(await screen.findByRole('button', { name: 'Open booking of Ravi Kumar' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Print booking slip for Ravi Kumar' }))

    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1))
    for (const text of [
      'Aarogya Labs Indiranagar',
      'Booking slip',
      'Ravi Kumar',
      '9876543210',
      'ravi@example.test',
      '12 MG Road',
      'Full body checkup for two.',
      'c1',
    ]) {
      expect(printed).toContain(text)
    }
    // The slip leaves the page once the dialog closes.
    expect(document.querySelector('[aria-label="Booking slip for Ravi Kumar"]')).toBeNull()
  })
})
