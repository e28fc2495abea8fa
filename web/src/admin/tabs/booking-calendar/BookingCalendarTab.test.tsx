import type { BookingSlot, ClosedDate, ServiceablePincode } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { useConflictStore } from '../../stores/conflict-store'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import BookingCalendarTab from './BookingCalendarTab'

const mondaySlot: BookingSlot = {
  id: '00000000-0000-4000-8000-0000000000a1',
  weekday: 1,
  startTime: '07:00',
  endTime: '08:00',
  capacity: 5,
  version: 1,
}

async function renderCalendar(closed: ClosedDate[] = [], pincodes: ServiceablePincode[] = []) {
  const routes: Record<string, unknown> = {
    'admin/booking-slots': [mondaySlot],
    'admin/closed-dates': closed,
    'admin/pincodes': pincodes,
  }
  stubGetRoutes(routes)
  const test = createTestPlatform((w) => {
    if (w.path === 'admin/booking-slots') {
      return { data: { ...(w.json as object), id: '00000000-0000-4000-8000-0000000000a2', version: 1 } }
    }
    if (w.path === 'admin/pincodes') {
      // The server now lists what was imported; the refetch after the write reads it.
      routes['admin/pincodes'] = [
        { pincode: '560034', area: 'Koramangala' },
        { pincode: '110001', area: '' },
      ]
      return { data: { imported: 2, total: 2 } }
    }
    if (w.path === 'admin/closed-dates') return new Error('date 2026-02-30 is not a date')
    return { data: w.json }
  })
  // Staff run the calendar day to day: they add and change entries, not only admins.
  renderAdmin(<BookingCalendarTab />, { platform: test.platform, user: TEST_STAFF })
  await screen.findByRole('list', { name: 'Time slots' })
  return test
}

/** Presses a section's add button and answers its dialog. */
async function openAdd(button: string, dialog = button) {
  fireEvent.click(screen.getByRole('button', { name: button }))
  return within(await screen.findByRole('dialog', { name: dialog }))
}

const slotNames = () =>
  within(screen.getByRole('list', { name: 'Time slots' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))

afterEach(() => useConflictStore.setState({ conflict: null }))

describe('BookingCalendarTab', () => {
  it("a stale capacity change opens the conflict dialog; 'Reload theirs' puts their capacity in the dialog to save over", async () => {
    stubGetRoutes({ 'admin/booking-slots': [mondaySlot], 'admin/closed-dates': [], 'admin/pincodes': [] })
    const theirs = { ...mondaySlot, capacity: 9, version: 2 }
    const { platform, writes } = createTestPlatform((w) =>
      w.ifMatch === theirs.version
        ? { data: { ...theirs, ...(w.json as object), version: 3 } }
        : new ApiError(412, 'This record was changed by someone else', { current: theirs }),
    )
    renderAdmin(<BookingCalendarTab />, { platform, user: TEST_STAFF })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the slot Monday 07:00–08:00' }))
    const edit = within(await screen.findByRole('dialog', { name: 'Edit the slot Monday 07:00–08:00' }))
    expect(edit.getByLabelText('Capacity')).toHaveValue('5')
    fireEvent.change(edit.getByLabelText('Capacity'), { target: { value: '7' } })
    fireEvent.click(edit.getByRole('button', { name: 'Save' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `admin/booking-slots/${mondaySlot.id}`,
      ifMatch: 1,
      json: { capacity: 7 },
    })
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))
    await waitFor(() => expect(edit.getByLabelText('Capacity')).toHaveValue('9'), { timeout: 5000 })
    expect(screen.queryByText('Error')).not.toBeInTheDocument()

    // Saved again over their slot: checked against their version this time, and the list shows it.
    fireEvent.change(edit.getByLabelText('Capacity'), { target: { value: '7' } })
    fireEvent.click(edit.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Monday 07:00–08:00 now takes 7.')).toBeInTheDocument()
    expect(writes[1]).toMatchObject({ method: 'PUT', ifMatch: 2, json: { capacity: 7 } })
    const monday = within(screen.getByRole('listitem', { name: 'Monday 07:00–08:00' }))
    expect(monday.getByText('7')).toBeInTheDocument()
  })

  it('adds a slot in weekday order and imports pasted PIN codes, showing what the server now serves', async () => {
    const { writes } = await renderCalendar()
    const add = await openAdd('Add a slot')
    fireEvent.change(add.getByLabelText('Weekday'), { target: { value: '6' } })
    fireEvent.change(add.getByLabelText('Start'), { target: { value: '09:30' } })
    fireEvent.change(add.getByLabelText('End'), { target: { value: '10:30' } })
    fireEvent.change(add.getByLabelText('Capacity'), { target: { value: '3' } })
    fireEvent.click(add.getByRole('button', { name: 'Add slot' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'admin/booking-slots',
      json: { weekday: 6, startTime: '09:30', endTime: '10:30', capacity: 3 },
    })
    expect(writes[0]?.idempotencyKey).toBeTruthy()
    expect(await screen.findByText('Saturday 09:30–10:30 was added.')).toBeInTheDocument()
    await waitFor(() => expect(slotNames()).toEqual(['Monday 07:00–08:00', 'Saturday 09:30–10:30']))
    expect(
      within(screen.getByRole('listitem', { name: 'Saturday 09:30–10:30' })).getByText('3'),
    ).toBeVisible()

    expect(screen.getByText('No PIN codes: home collection is offered nowhere yet.')).toBeInTheDocument()
    const pins = await openAdd('Add PIN codes')
    fireEvent.change(pins.getByLabelText('PIN codes'), { target: { value: '560034,Koramangala\n110001' } })
    fireEvent.click(pins.getByLabelText(/Replace all/))
    fireEvent.click(pins.getByRole('button', { name: 'Import PIN codes' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]).toMatchObject({
      method: 'POST',
      path: 'admin/pincodes',
      json: { text: '560034,Koramangala\n110001', replace: true },
    })
    const pinList = await screen.findByRole('list', { name: 'PIN codes for home collection' })
    expect(within(pinList).getByRole('listitem', { name: '560034' })).toHaveTextContent('Koramangala')
    expect(within(pinList).getByRole('listitem', { name: '110001' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 PIN codes read from the last import; 2 served now.',
    )
    expect(screen.getByText('PIN code list replaced')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add PIN codes' })).not.toBeInTheDocument(),
    )
  })

  it("refuses a slot ending before it starts without sending, and shows the server's refusal of a day", async () => {
    const { writes } = await renderCalendar()
    const slot = await openAdd('Add a slot')
    fireEvent.change(slot.getByLabelText('Start'), { target: { value: '10:00' } })
    fireEvent.change(slot.getByLabelText('End'), { target: { value: '09:00' } })
    fireEvent.click(slot.getByRole('button', { name: 'Add slot' }))
    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument()
    expect(writes).toHaveLength(0)
    fireEvent.click(slot.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a slot' })).not.toBeInTheDocument())

    const close = await openAdd('Close a day')
    fireEvent.click(close.getByRole('button', { name: 'Close this day' }))
    expect(await screen.findByText('Choose the day to close.')).toBeInTheDocument()
    expect(writes).toHaveLength(0)
    fireEvent.change(close.getByLabelText('Date'), { target: { value: '2026-02-28' } })
    fireEvent.click(close.getByRole('button', { name: 'Close this day' }))
    expect(await screen.findByText('date 2026-02-30 is not a date')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'admin/closed-dates',
      json: { date: '2026-02-28' },
    })
    // Refused: the dialog stays open with what was typed, and the list still has no closed day.
    expect(close.getByLabelText('Date')).toHaveValue('2026-02-28')
    expect(screen.getByText('No closed dates.')).toBeInTheDocument()
  })

  it('opens a closed day again and stops a PIN code after asking, each without a version', async () => {
    const { writes } = await renderCalendar(
      [{ date: '2026-03-14', reason: 'Holi' }],
      [{ pincode: '560034', area: 'Koramangala' }],
    )
    const closedList = await screen.findByRole('list', { name: 'Closed dates' })
    expect(within(closedList).getByRole('listitem', { name: '2026-03-14' })).toHaveTextContent('Holi')
    fireEvent.click(screen.getByRole('button', { name: 'Open 2026-03-14 again' }))
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm delete' }))
    expect(confirm.getByText(/the closing of 2026-03-14/)).toBeInTheDocument()
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('2026-03-14 takes bookings again.')).toBeInTheDocument()
    expect(writes[0]).toEqual(
      expect.objectContaining({ method: 'DELETE', path: 'admin/closed-dates/2026-03-14' }),
    )
    expect(writes[0]?.ifMatch).toBeUndefined()
    expect(await screen.findByText('No closed dates.')).toBeInTheDocument()

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm delete' })).not.toBeInTheDocument(),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Delete PIN code 560034' }))
    const confirmPin = within(await screen.findByRole('dialog', { name: 'Confirm delete' }))
    fireEvent.click(confirmPin.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No more home collection at 560034.')).toBeInTheDocument()
    expect(writes[1]).toMatchObject({ method: 'DELETE', path: 'admin/pincodes/560034' })
    expect(writes[1]?.ifMatch).toBeUndefined()
    expect(
      await screen.findByText('No PIN codes: home collection is offered nowhere yet.'),
    ).toBeInTheDocument()
  })
})
