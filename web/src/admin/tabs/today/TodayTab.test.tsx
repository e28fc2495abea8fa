import { type Booking, labNow, type TodayBoard } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceChange, expectLoaderThenRefusal, readRefusal } from '../../testing/read-states'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import TodayTab from './TodayTab'

const today = labNow().date
const inr = {
  items: 600,
  familyDiscount: 0,
  collectionFee: 0,
  total: 600,
  currency: 'INR',
  priceOnRequest: false,
}

const booking = (id: string, fields: Partial<Booking>): Booking => ({
  _id: id,
  id,
  version: 1,
  createdAt: '2026-11-26T04:00:00.000Z',
  updatedAt: '2026-11-26T04:00:00.000Z',
  name: 'Someone',
  email: 'someone@example.test',
  phone: '9876543210',
  address: '',
  description: '',
  files: [],
  reports: [],
  reference: `AAR-2611-00${id.slice(1)}`,
  items: [{ type: 'blood-test', id: 't1', name: 'Lipid Profile', price: '₹600', amount: 600 }],
  collectionType: 'lab',
  preferredDate: today,
  slotId: null,
  slotLabel: '08:00–09:00',
  pincode: '',
  familyMembers: 1,
  familyDiscount: false,
  members: [],
  total: inr,
  status: 'confirmed',
  notes: '',
  submittedAt: '2026-11-26T04:00:00.000Z',
  source: 'web',
  paid: 0,
  balance: 600,
  ...fields,
})

const ravi = booking('b11', { name: 'Ravi Kumar', paid: 250, balance: 350 })
const walkIn = booking('b12', { name: 'Walk In', slotLabel: '', source: 'walk-in', status: 'arrived' })
const asha = booking('b13', {
  name: 'Asha Rao',
  collectionType: 'home',
  slotLabel: '07:00–08:00',
  pincode: '560034',
  address: '12 Health Avenue, Koramangala',
  phone: '+91 98765 43210',
  status: 'sample-collected',
})
const meera = booking('b14', {
  name: 'Meera Iyer',
  collectionType: 'home',
  slotLabel: '08:00–09:00',
  pincode: '560034',
  address: '4 Lake Road, Koramangala',
  paid: 600,
  balance: 0,
})
const sunil = booking('b15', {
  name: 'Sunil Das',
  collectionType: 'home',
  slotLabel: '07:00–08:00',
  pincode: '110017',
  address: 'B-2 Saket',
})

const board: TodayBoard = {
  date: today,
  bookings: [asha, sunil, walkIn, ravi, meera],
  homeCollections: [
    { pincode: '110017', area: 'Saket, Delhi', bookingIds: [sunil.id] },
    { pincode: '560034', area: 'Koramangala, Bengaluru', bookingIds: [asha.id, meera.id] },
  ],
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the front desk's Today board", () => {
  it("shows today's lab visits by slot and home collections by PIN code, each with what is due", async () => {
    const fetchMock = stubGetRoutes({ 'consult/today': board })
    renderAdmin(<TodayTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })

    expect(screen.getByLabelText('Date')).toHaveValue(today)
    const eight = await screen.findByRole('table', { name: 'Lab visits 08:00–09:00' })
    expect(within(eight).getByRole('row', { name: /Ravi Kumar/ })).toHaveTextContent(
      /08:00–09:00.*AAR-2611-0011.*Ravi Kumar.*Lipid Profile.*Confirmed.*Due ₹350/,
    )
    const noSlot = screen.getByRole('table', { name: 'Lab visits No slot (walk-in)' })
    expect(within(noSlot).getByRole('row', { name: /Walk In/ })).toHaveTextContent(/Arrived.*Due ₹600/)
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `http://admin.test/api/consult/today?date=${today}`,
    )

    const koramangala = screen.getByRole('table', {
      name: 'Home collections PIN 560034 · Koramangala, Bengaluru',
    })
    const [, first, second] = within(koramangala).getAllByRole('row')
    expect(first).toHaveTextContent(/07:00–08:00.*Asha Rao.*12 Health Avenue, Koramangala/)
    expect(second).toHaveTextContent(/Meera Iyer.*Nothing due/)
    const saket = screen.getByRole('table', { name: 'Home collections PIN 110017 · Saket, Delhi' })
    expect(within(saket).getAllByRole('row')).toHaveLength(2)
    expect(saket).toHaveTextContent('Sunil Das')
    expect(saket).not.toHaveTextContent('Asha Rao')
  })

  it('takes a focused row a step on its key, with the version it showed, and offers no step already passed', async () => {
    stubGetRoutes({ 'consult/today': board })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...ravi, ...(w.json as object), version: 2 },
    }))
    renderAdmin(<TodayTab />, { platform, user: TEST_STAFF })

    const row = await screen.findByRole('row', { name: /Ravi Kumar/ })
    for (const hint of ['Arrived', 'Sample collected', 'Sent to lab', 'Report ready'])
      expect(
        within(row).getByRole('button', { name: new RegExp(`^${hint}: Ravi Kumar`) }),
      ).toBeInTheDocument()
    row.focus()
    fireEvent.keyDown(row, { key: 'ArrowUp' })
    expect(screen.getByRole('row', { name: /Walk In/ })).toHaveFocus()
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(row).toHaveFocus()
    fireEvent.keyDown(row, { key: 'a' })

    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      method: 'PATCH',
      path: 'consult/consultation/b11',
      json: { status: 'arrived' },
      ifMatch: 1,
    })
    await waitFor(() => expect(screen.getByRole('row', { name: /Ravi Kumar/ })).toHaveTextContent('Arrived'))

    // Asha's sample is collected: "a" and "s" are steps passed, so they send nothing and are not offered.
    const ashaRow = screen.getByRole('row', { name: /Asha Rao/ })
    expect(within(ashaRow).queryByRole('button', { name: /^Arrived/ })).not.toBeInTheDocument()
    expect(within(ashaRow).queryByRole('button', { name: /^Sample collected/ })).not.toBeInTheDocument()
    fireEvent.keyDown(ashaRow, { key: 'a' })
    fireEvent.keyDown(ashaRow, { key: 's' })
    fireEvent.keyDown(ashaRow, { key: 'l', ctrlKey: true })
    expect(writes).toHaveLength(1)
    fireEvent.keyDown(ashaRow, { key: 'l' })
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]).toMatchObject({
      path: 'consult/consultation/b13',
      json: { status: 'sent-to-lab' },
      ifMatch: 1,
    })
  })

  it('prints the tube label once "sample collected" is saved, at the label size of the console\'s preferences', async () => {
    const fetchMock = stubGetRoutes({
      'consult/today': board,
      'consult/consultation/b11/labels.pdf': '%PDF-1.7 label',
    })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...ravi, ...(w.json as object), version: 2 },
    }))
    const printPdf = vi.fn(async () => {})
    renderAdmin(<TodayTab />, {
      platform: { ...platform, printPdf, preferredLabelSize: async () => '38x25' as const },
      user: TEST_STAFF,
    })
    const row = await screen.findByRole('row', { name: /Ravi Kumar/ })
    // Ravi has not been marked arrived: "s" skips that step, so the board asks first.
    fireEvent.keyDown(row, { key: 's' })
    const question = await screen.findByRole('dialog', { name: 'Skip a step?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Skip to “Sample collected”' }))
    await waitFor(() => expect(printPdf).toHaveBeenCalledTimes(1))
    expect(writes[0]).toMatchObject({ json: { status: 'sample-collected' } })
    expect(printPdf).toHaveBeenCalledWith(expect.any(Uint8Array), {
      title: 'Labels AAR-2611-0011',
      labelSize: '38x25',
    })
    const asked = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
    expect(
      asked.some((url) => /consult\/consultation\/b11\/labels\.pdf\?tubes=1&size=38x25$/.test(url)),
    ).toBe(true)
  })

  it('asks before a key or button skips a step, naming the tube labels that "sample collected" prints', async () => {
    const received = booking('b16', { name: 'Nisha Pai', status: 'new' })
    const walkedIn = booking('b17', { name: 'Farah Khan', status: 'new', source: 'walk-in', slotLabel: '' })
    stubGetRoutes({ 'consult/today': { ...board, bookings: [...board.bookings, received, walkedIn] } })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...received, ...(w.json as object), version: 2 },
    }))
    renderAdmin(<TodayTab />, { platform, user: TEST_STAFF })
    const row = await screen.findByRole('row', { name: /Nisha Pai, Received/ })

    fireEvent.keyDown(row, { key: 'l' })
    let question = await screen.findByRole('dialog', { name: 'Skip a step?' })
    expect(question).toHaveTextContent(
      'Nisha Pai is at “Received”. “Sent to lab” skips “Arrived” and “Sample collected”.',
    )
    expect(question).toHaveTextContent(
      'The tube labels print on “Sample collected”: skipping it prints none.',
    )
    // Focus starts on Cancel; keys typed in the question are not board keys.
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    fireEvent.keyDown(within(question).getByRole('button', { name: 'Cancel' }), { key: 'l' })
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Skip a step?' })).toBeNull())
    expect(writes).toHaveLength(0)

    // The mouse asks too; confirmed, the step is sent.
    fireEvent.click(within(row).getByRole('button', { name: /^Sent to lab: Nisha Pai/ }))
    question = await screen.findByRole('dialog', { name: 'Skip a step?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Skip to “Sent to lab”' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({ path: 'consult/consultation/b16', json: { status: 'sent-to-lab' } })

    // The next step itself needs no question.
    const arrived = await screen.findByRole('row', { name: /Walk In, Arrived/ })
    fireEvent.keyDown(arrived, { key: 's' })
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]).toMatchObject({
      path: 'consult/consultation/b12',
      json: { status: 'sample-collected' },
    })
    expect(screen.queryByRole('button', { name: /^Skip to/ })).toBeNull()

    // A walk-in registered at the counter is there: "s" passes over only its "arrived", unasked.
    fireEvent.keyDown(await screen.findByRole('row', { name: /Farah Khan, Received/ }), { key: 's' })
    await waitFor(() => expect(writes).toHaveLength(3))
    expect(writes[2]).toMatchObject({
      path: 'consult/consultation/b17',
      json: { status: 'sample-collected' },
    })
    expect(screen.queryByRole('button', { name: /^Skip to/ })).toBeNull()
  })

  it("shows a loader while the day's bookings load, then the server's reason when they cannot", async () => {
    stubGetRoutes({ 'consult/today': readRefusal() })
    renderAdmin(<TodayTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    await expectLoaderThenRefusal("Loading the day's bookings", "Could not load the day's bookings")
  })

  it('refetches when the event stream announces a change to a booking', async () => {
    stubGetRoutes({ 'consult/today': board })
    const { queryClient } = renderAdmin(<TodayTab />, {
      platform: createTestPlatform().platform,
      user: TEST_STAFF,
    })
    await screen.findByRole('row', { name: /Ravi Kumar/ })

    stubGetRoutes({
      'consult/today': { ...board, bookings: [...board.bookings, booking('b16', { name: 'New Arrival' })] },
    })
    await announceChange(queryClient, 'booking')
    expect(await screen.findByRole('row', { name: /New Arrival/ })).toBeInTheDocument()
  })

  it("keeps a step's answer when a refetch that left before the step lands after it", async () => {
    const routes: Record<string, unknown> = { 'consult/today': board }
    const fetchMock = stubGetRoutes(routes)
    const { platform } = createTestPlatform((w) => ({ data: { ...ravi, ...(w.json as object), version: 2 } }))
    const { queryClient } = renderAdmin(<TodayTab />, { platform, user: TEST_STAFF })
    const row = await screen.findByRole('row', { name: /Ravi Kumar/ })
    const boardReads = () =>
      fetchMock.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes('today'),
      ).length

    // A change announced just before the step: its read leaves with the board as it was then.
    let answerOldBoard: (answer: Response) => void = () => {}
    routes['consult/today'] = new Promise<Response>((resolve) => {
      answerOldBoard = resolve
    })
    void announceChange(queryClient, 'booking')
    await waitFor(() => expect(boardReads()).toBe(2))
    const arrived = { ...ravi, status: 'arrived' as const, version: 2 }
    routes['consult/today'] = {
      ...board,
      bookings: board.bookings.map((b) => (b.id === ravi.id ? arrived : b)),
    }

    row.focus()
    fireEvent.keyDown(row, { key: 'a' })
    const offersArrived = () =>
      within(screen.getByRole('row', { name: /Ravi Kumar/ })).queryByRole('button', { name: /^Arrived/ })
    await waitFor(() => expect(offersArrived()).toBeNull())

    // The old read lands last: it was dropped when the answer went in, and the board read again.
    answerOldBoard(Response.json(board))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(offersArrived()).toBeNull()
    expect(boardReads()).toBe(3)
  })

  it("prints a PIN code's run sheet: name, phone, address, slot, tests and amount due", async () => {
    stubGetRoutes({ 'consult/today': board, 'site-settings': { websiteName: 'Aarogya Labs Indiranagar' } })
    let printed = ''
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('article[aria-label^="Run sheet"]')?.textContent ?? ''
      window.dispatchEvent(new Event('afterprint'))
    })
    renderAdmin(<TodayTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })

    fireEvent.click(
      await screen.findByRole('button', { name: 'Print run sheet for PIN 560034 · Koramangala, Bengaluru' }),
    )
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1))
    for (const text of [
      'Aarogya Labs Indiranagar',
      `Home collections, ${today} · PIN 560034 (Koramangala, Bengaluru)`,
      'Asha Rao',
      '+91 98765 43210',
      '12 Health Avenue, Koramangala',
      '07:00–08:00',
      'Lipid Profile',
      '₹600',
      'Meera Iyer',
      'Paid',
    ])
      expect(printed).toContain(text)
    expect(printed).not.toContain('Sunil Das')
  })
})
